import type { LucideIcon } from "lucide-react";

/**
 * Attributes lucide writes on every drawing, left to the stylesheet instead
 * (`.lucide` in styles.css): the page's first response carries a few dozen
 * drawings, and these were 160 of its compressed bytes.
 */
const DRAWN_BY_CSS = {
  xmlns: undefined,
  fill: undefined,
  stroke: undefined,
  strokeLinecap: undefined,
  strokeLinejoin: undefined,
} as const;

/** A decorative drawing: hidden from assistive technology, the text beside it names it. */
export function Glyph({
  icon: Drawing,
  className,
}: {
  icon: LucideIcon;
  className: string;
}) {
  return <Drawing aria-hidden="true" className={className} {...DRAWN_BY_CSS} />;
}
