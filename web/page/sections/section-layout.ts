/**
 * The page's rhythm, the same in every section: one width, one padding (the
 * spacing scale's 20/24 steps) and one heading size; sections alternate
 * between the page's surface and the `band` surface. A section reached by
 * its anchor stops under the phone's menu bar (3.5 rem), which large screens
 * do not have.
 */
export const SECTION =
  "mx-auto max-w-6xl scroll-mt-14 px-6 py-20 sm:py-24 lg:scroll-mt-0";
export const SECTION_HEADING = "text-3xl font-bold tracking-tight sm:text-4xl";
