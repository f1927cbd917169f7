const ROOT = '<div id="root">';

/**
 * A preview's banner, outside the root React hydrates (so hydration still
 * matches), first in the body: an admin must never take a preview for the
 * live page.
 */
const BANNER =
  '<div role="status" class="bg-amber-300 px-20 py-2 text-center text-sm font-semibold text-black">' +
  "Preview: this is not the published page. Visitors see it only once it is published." +
  "</div>";

/** Puts the preview banner at the top of a rendered page. */
export function withPreviewBanner(html: string): string {
  if (!html.includes(ROOT)) throw new Error("The page template has no root");
  return html.replace(ROOT, () => BANNER + ROOT);
}
