/**
 * The visitor's theme. The page follows the system's colour scheme until the
 * visitor picks one with the toggle; the pick is kept in localStorage under
 * THEME_KEY ("light" or "dark").
 */
export const THEME_KEY = "theme";

export type Theme = "light" | "dark";

/**
 * Runs in the page's head before the body is painted, so the first paint is
 * already in the visitor's theme. It sets `data-theme` on <html> to the stored
 * pick, or "auto" (the stylesheet then follows prefers-color-scheme). The
 * attribute also tells the stylesheet that scripts run (the typed headline's
 * untyped rest); where storage throws (some private modes) it stays unset and
 * the page behaves as without scripts until they run. The server allows it by
 * its hash: the site's CSP has no 'unsafe-inline'.
 */
export const THEME_SCRIPT = `try{document.documentElement.dataset.theme=localStorage.getItem("${THEME_KEY}")||"auto"}catch(e){}`;
