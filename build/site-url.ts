/**
 * The static site's public origin, for hosts without our server: SITE_URL
 * when the build runs. Without it, the pages leave out the links that must
 * be absolute (canonical, alternates, social card) and robots.txt names no
 * sitemap; the content's website is never taken for it.
 */
export function staticSiteUrl(value = process.env.SITE_URL): string {
  if (!value) return "";
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    // reported below
  }
  if (!url || !/^https?:$/.test(url.protocol))
    throw new Error(`SITE_URL: must be an http(s) address, not "${value}"`);
  return url.origin;
}
