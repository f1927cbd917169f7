/** Spec: a section is current from 100 px above its top to 100 px above its bottom. */
const ACTIVE_SECTION_OFFSET = 100;

export interface SectionBounds {
  id: string;
  /** Top edge in page coordinates (px from the top of the document). */
  top: number;
  /** Bottom edge in page coordinates. */
  bottom: number;
}

/**
 * The section the visitor is reading: the first whose range
 * [top − offset, bottom − offset) holds the scroll position, or null.
 */
export function activeSection(
  scrollY: number,
  sections: readonly SectionBounds[],
  offset = ACTIVE_SECTION_OFFSET,
): string | null {
  const hit = sections.find(
    (s) => scrollY >= s.top - offset && scrollY < s.bottom - offset,
  );
  return hit ? hit.id : null;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** Share of the page scrolled, 0–1 (0 when the page does not scroll). */
export function scrollProgress(
  scrollY: number,
  pageHeight: number,
  viewportHeight: number,
): number {
  const scrollable = pageHeight - viewportHeight;
  return scrollable > 0 ? clamp01(scrollY / scrollable) : 0;
}

/**
 * How far an element has scrolled into view, 0–1: 0 while its top is at or
 * below the viewport's bottom edge, 1 once its bottom edge has come into view.
 */
export function viewProgress(
  top: number,
  height: number,
  viewportHeight: number,
): number {
  return height > 0 ? clamp01((viewportHeight - top) / height) : 1;
}
