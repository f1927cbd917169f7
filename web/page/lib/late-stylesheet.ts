/**
 * Resolves once the stylesheet's late part has loaded (or failed). The page
 * inlines only the rules its server-rendered HTML can use; the boot script
 * links the rest after the first paint (server/render/critical-css.ts), and
 * the page must not render anything the inlined part may lack (an open
 * menu, the typing cursor, a toast) before it is there. Resolves at once
 * where there is no such link (the dev server's page loads its styles
 * itself).
 */
export function lateStylesheetLoaded(doc: Document = document): Promise<void> {
  const link = doc.querySelector<HTMLLinkElement>(
    'link[rel="stylesheet"]:not([media])',
  );
  if (!link || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
  });
}
