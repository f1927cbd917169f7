/**
 * The icons the owner can choose for core areas and industries (drawings in
 * web/ui/icon.tsx). The page draws them on the server only, so the
 * browser downloads none of them as code.
 */
export const ICON_NAMES = [
  "FileSignature",
  "TrendingUp",
  "GitMerge",
  "Globe",
  "ShieldCheck",
  "Cpu",
  "Cloud",
  "Brain",
  "Blocks",
  "HeartPulse",
  "Car",
  "Clapperboard",
  "Leaf",
  "Zap",
  "Scale",
  "Gavel",
  "Handshake",
  "Briefcase",
  "Building2",
  "Landmark",
  "FileText",
  "Lock",
  "Database",
  "Rocket",
  "Lightbulb",
  "Users",
  "Banknote",
  "Truck",
  "Ship",
  "Plane",
  "ShoppingCart",
  "GraduationCap",
  "Stethoscope",
  "Factory",
  "Gamepad2",
  "Music",
  "Newspaper",
  "Smartphone",
  "Code",
  "Coins",
] as const;

export type IconName = (typeof ICON_NAMES)[number];
