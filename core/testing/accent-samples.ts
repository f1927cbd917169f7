/**
 * Brand colours an owner might pick as the accent, from the dark and dull to
 * the light and loud: the unit test of core/accent-colours.ts and the
 * browser's contrast check (e2e/page/accent-contrast.spec.ts) try each.
 */
export const SAMPLE_ACCENTS: Readonly<Record<string, string>> = {
  burgundy: "#7b2d42",
  navy: "#1f2a5a",
  gold: "#d4af37",
  black: "#000000",
  white: "#ffffff",
  "neon green": "#39ff14",
  red: "#dc2626",
  orange: "#f97316",
  yellow: "#facc15",
  teal: "#0d9488",
  cyan: "#06b6d4",
  sky: "#38bdf8",
  indigo: "#4f46e5",
  purple: "#7e22ce",
  magenta: "#ff00ff",
  pink: "#ec4899",
  brown: "#8b4513",
  "grey 50%": "#808080",
  "very light pastel": "#fde2e4",
  "very dark olive": "#2b3010",
};
