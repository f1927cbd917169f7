import {
  Banknote,
  Blocks,
  Brain,
  Briefcase,
  Building2,
  Car,
  Clapperboard,
  Cloud,
  Code,
  Coins,
  Cpu,
  Database,
  Factory,
  FileSignature,
  FileText,
  Gamepad2,
  Gavel,
  GitMerge,
  Globe,
  GraduationCap,
  Handshake,
  HeartPulse,
  Landmark,
  Leaf,
  Lightbulb,
  Lock,
  Music,
  Newspaper,
  Plane,
  Rocket,
  Scale,
  ShieldCheck,
  Ship,
  ShoppingCart,
  Smartphone,
  Stethoscope,
  TrendingUp,
  Truck,
  Users,
  Zap,
  type IconNode,
} from "lucide";
import type { IconName } from "../../core/content/icon-names";
import { Glyph } from "./glyph";

/**
 * The one map from the content's icon names (core/content/icon-names.ts) to
 * drawings, imported by name. Icons are drawn only inside static islands
 * (docs/decisions/005-static-islands.md), so none of them is in the
 * browser's bundle however many the owner can pick from.
 */
const icons: Record<IconName, IconNode> = {
  FileSignature,
  TrendingUp,
  GitMerge,
  Globe,
  ShieldCheck,
  Cpu,
  Cloud,
  Brain,
  Blocks,
  HeartPulse,
  Car,
  Clapperboard,
  Leaf,
  Zap,
  Scale,
  Gavel,
  Handshake,
  Briefcase,
  Building2,
  Landmark,
  FileText,
  Lock,
  Database,
  Rocket,
  Lightbulb,
  Users,
  Banknote,
  Truck,
  Ship,
  Plane,
  ShoppingCart,
  GraduationCap,
  Stethoscope,
  Factory,
  Gamepad2,
  Music,
  Newspaper,
  Smartphone,
  Code,
  Coins,
};

/** A content icon, by the name the content gives it. */
export function Icon({
  name,
  className,
}: {
  name: IconName;
  className: string;
}) {
  return <Glyph icon={icons[name]} className={className} />;
}
