const ROOT = '<div id="root">';
const BODY_END = "</body>";

const TEXT =
  "Preview: this is not the published page. Visitors see it only once it is published.";

/**
 * A preview's banner, outside the root React hydrates (so hydration still
 * matches), first in the body: an admin must never take a preview for the
 * live page. It floats at the bottom of the window because the page's own
 * header has fixed buttons at both top corners that would cover it. Only
 * classes the public page already uses: its inlined stylesheet stays the same.
 */
const BANNER =
  '<div role="status" class="fixed right-4 bottom-6 left-4 z-50 mx-auto max-w-3xl rounded-xl bg-amber-300 px-4 py-2 text-center text-sm font-semibold text-black shadow-lg">' +
  TEXT +
  "</div>";

/**
 * Room at the end of the page as tall as the banner and its gap (the same
 * text, width and padding, unseen), so the banner never covers the footer.
 */
const ROOM_FOR_BANNER =
  '<div aria-hidden="true" class="invisible px-4 py-3">' +
  '<div class="mx-auto max-w-3xl px-4 py-2 text-sm font-semibold">' +
  TEXT +
  "</div></div>";

/** Puts the preview banner into a rendered page. */
export function withPreviewBanner(html: string): string {
  if (!html.includes(ROOT)) throw new Error("The page template has no root");
  const end = html.lastIndexOf(BODY_END);
  if (end === -1) throw new Error("The page template has no body end");
  return (
    html.slice(0, end).replace(ROOT, () => BANNER + ROOT) +
    ROOM_FOR_BANNER +
    html.slice(end)
  );
}
