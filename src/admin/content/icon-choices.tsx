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
  type LucideIcon,
} from "lucide-react";
import { ICON_NAMES, type IconName } from "../../../core/icon-names";
import { getAt, type Path } from "./document-path";
import { useEditor } from "./editor-context";
import { SelectField } from "./content-fields";

/** The drawings of the icons the owner picks from (the admin bundle only). */
const DRAWINGS: Record<IconName, LucideIcon> = {
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

/** "ShoppingCart" → "Shopping cart", "Building2" → "Building". */
const spoken = (name: string) =>
  name
    .replace(/\d+$/, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .replace(/^./, (first) => first.toUpperCase());

const OPTIONS = ICON_NAMES.map((name) => ({
  value: name,
  label: spoken(name),
}));

/** The icon of a core area or industry: a select of the offered names, the chosen drawing beside it. */
export function IconField({ path }: { path: Path }) {
  const { document } = useEditor();
  const chosen = getAt(document, path);
  const Drawing =
    typeof chosen === "string" ? DRAWINGS[chosen as IconName] : undefined;
  return (
    <div className="flex items-end gap-3">
      <SelectField path={path} label="Icon" options={OPTIONS} required />
      <span className="mb-2 grid size-10 shrink-0 place-items-center rounded-lg border border-white/15">
        {Drawing && (
          <Drawing aria-hidden="true" className="size-6 text-accent" />
        )}
      </span>
    </div>
  );
}
