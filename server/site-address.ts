import type { Config } from "./config";

/** The site's public origin, and where it came from. */
export interface SiteAddress {
  /** Scheme, host and port, no trailing slash: "https://counsel.example". */
  origin: string;
  /** True: SITE_URL's; false: the address the server is configured to listen on. */
  fromConfig: boolean;
}

const WILDCARDS = new Set(["0.0.0.0", "::", "[::]"]);

/**
 * The origin every absolute address the site gives out starts with (canonical
 * links, og:url, hreflang alternates, the sitemap, robots.txt, the social
 * card's footer, the admin and notification links): SITE_URL's, else
 * `http://HOST:PORT` from the configuration, a wildcard HOST as localhost.
 * Never the request's Host header (the rendered pages are shared by every
 * visitor, so one forged header would reach them all) nor the content's
 * website (the owner's own link, which may be another site).
 * `port` replaces the configured one where the bound port is known (PORT=0).
 */
export function siteAddress(
  config: Pick<Config, "siteUrl" | "host" | "port">,
  port = config.port,
): SiteAddress {
  if (config.siteUrl)
    return { origin: new URL(config.siteUrl).origin, fromConfig: true };
  const host = WILDCARDS.has(config.host) ? "localhost" : config.host;
  const bracketed =
    host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  return {
    origin: new URL(`http://${bracketed}:${port}`).origin,
    fromConfig: false,
  };
}
