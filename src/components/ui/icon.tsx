import {
  Blocks,
  Brain,
  Car,
  Clapperboard,
  Cloud,
  Cpu,
  FileSignature,
  GitMerge,
  Globe,
  HeartPulse,
  Leaf,
  ShieldCheck,
  TrendingUp,
  Zap,
  type LucideIcon,
  type LucideProps,
} from "lucide-react";
import type {
  CORE_AREA_ICONS,
  INDUSTRY_ICONS,
} from "../../content/profile-schema";

export type IconName =
  (typeof CORE_AREA_ICONS)[number] | (typeof INDUSTRY_ICONS)[number];

/** The one map from the profile's icon names to drawings (imported by name, so only these ship). */
const icons: Record<IconName, LucideIcon> = {
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
};

/** A decorative profile icon: hidden from assistive technology, the text beside it names it. */
export function Icon({ name, ...props }: { name: IconName } & LucideProps) {
  const Drawing = icons[name];
  return <Drawing aria-hidden="true" {...props} />;
}
