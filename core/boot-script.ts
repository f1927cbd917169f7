import { THEME_KEY } from "./theme";

/** What the built page fetches once its first paint is on screen. */
export interface PageStart {
  /** The page's JavaScript entry. */
  entryScript: string;
  /** The stylesheet's late part; the page inlines only the rules its HTML can use. */
  stylesheet?: string;
}

/**
 * The page's one inline script, in the head, run before the body is parsed.
 * The server allows it by its hash: the site's CSP has no 'unsafe-inline'.
 *
 * 1. The visitor's theme, so the first paint is already in it: `data-theme`
 *    on <html> becomes the stored pick, or "auto" (the stylesheet then
 *    follows prefers-color-scheme). The attribute also tells the stylesheet
 *    that scripts run (the typed headline's untyped rest); where storage
 *    throws (some private modes) it stays unset and the page behaves as
 *    without scripts until they run.
 *
 * 2. With `start` (the built page; Vite's dev page loads its own), the page's
 *    JavaScript and the late part of its stylesheet (the page inlines the
 *    rules its HTML can use: server/render/critical-css.ts) are fetched only
 *    once the first contentful paint is on screen: the server-rendered page
 *    is complete without them, and anything fetched before that paint
 *    delays it on a slow connection (Lighthouse's simulated LCP counts every
 *    request that ends before it). For the same reason, unless the visitor
 *    comes from another of the site's pages (the body font then cached),
 *    `data-fonts="later"` keeps the body text in its local stand-in until
 *    that paint; it is removed then and Figtree swaps in.
 *    The web app manifest's link is added then too (browsers fetch the
 *    manifest as the page loads, to offer installing it). Browsers without
 *    paint timing start at the load event.
 */
export function bootScript(start?: PageStart): string {
  const theme = `try{d.dataset.theme=localStorage.${THEME_KEY}||"auto"}catch(e){}`;
  if (!start) return `{const d=document.documentElement;${theme}}`;
  const links = [
    "<link rel=manifest href=/site.webmanifest>",
    start.stylesheet && `<link rel=stylesheet href=${start.stylesheet}>`,
  ].join("");
  // The first-contentful-paint entry arrives once, after that paint is shown.
  return `{const d=document.documentElement,s=()=>{delete d.dataset.fonts;document.head.insertAdjacentHTML("beforeend",${JSON.stringify(links)});import(${JSON.stringify(start.entryScript)})},P=PerformanceObserver;${theme}document.referrer.indexOf(location.origin)&&(d.dataset.fonts="later");P.supportedEntryTypes.includes("paint")?new P(l=>l.getEntriesByName("first-contentful-paint")[0]&&s()).observe({type:"paint",buffered:!0}):onload=s}`;
}
