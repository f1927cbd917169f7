// Where a view came from, reduced to what the owner needs and nothing that
// follows a person: the referring site's host (no path, no query), search
// engines and social sites by name, or a campaign's utm_source.

type ReferrerKind = "search" | "social" | "site" | "campaign";

export interface Referrer {
  kind: ReferrerKind;
  name: string;
}

/** Longest name kept (the column allows 100). */
const MAX_NAME = 100;

/** Hosts (and their subdomains) grouped under one name; `google.` matches every country's Google. */
const GROUPS: [kind: ReferrerKind, name: string, hosts: RegExp][] = [
  ["search", "Google", /(?:^|\.)google\.[a-z.]+$/],
  ["search", "Bing", /(?:^|\.)bing\.com$/],
  ["search", "DuckDuckGo", /(?:^|\.)duckduckgo\.com$/],
  ["search", "Yahoo", /(?:^|\.)yahoo\.(?:com|co\.[a-z]+|[a-z]{2})$/],
  ["search", "Ecosia", /(?:^|\.)ecosia\.org$/],
  ["search", "Brave Search", /^search\.brave\.com$/],
  ["search", "Qwant", /(?:^|\.)qwant\.com$/],
  ["search", "Startpage", /(?:^|\.)startpage\.com$/],
  ["search", "Yandex", /(?:^|\.)yandex\.[a-z.]+$/],
  ["search", "Baidu", /(?:^|\.)baidu\.com$/],
  ["social", "LinkedIn", /(?:^|\.)(?:linkedin\.com|lnkd\.in)$/],
  ["social", "Facebook", /(?:^|\.)(?:facebook\.com|fb\.com|fb\.me)$/],
  ["social", "X", /(?:^|\.)(?:twitter\.com|x\.com|t\.co)$/],
  ["social", "Instagram", /(?:^|\.)instagram\.com$/],
  ["social", "Threads", /(?:^|\.)threads\.(?:net|com)$/],
  ["social", "Bluesky", /(?:^|\.)bsky\.app$/],
  ["social", "Reddit", /(?:^|\.)reddit\.com$/],
  ["social", "YouTube", /(?:^|\.)(?:youtube\.com|youtu\.be)$/],
  ["social", "WhatsApp", /(?:^|\.)whatsapp\.(?:com|net)$/],
  ["social", "Telegram", /(?:^|\.)(?:t\.me|telegram\.org)$/],
  ["social", "Xing", /(?:^|\.)xing\.com$/],
];

/** A campaign name as the owner wrote it in her link, kept to a safe alphabet. */
function campaign(utmSource: string): Referrer | null {
  const name = utmSource
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_NAME);
  return name ? { kind: "campaign", name } : null;
}

/**
 * The referrer a view is counted under, or null (none, our own site, or not
 * a web address). `utm_source` wins over the Referer header when present;
 * `ownHost` is the host the request was addressed to.
 */
export function referrerOf(
  referer: string | undefined,
  utmSource: string | null | undefined,
  ownHost: string | undefined,
): Referrer | null {
  if (utmSource) {
    const named = campaign(utmSource);
    if (named) return named;
  }
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (!host || host === ownHost?.toLowerCase().replace(/:\d+$/, ""))
    return null;
  for (const [kind, name, hosts] of GROUPS)
    if (hosts.test(host)) return { kind, name };
  return {
    kind: "site",
    name: host.replace(/^www\./, "").slice(0, MAX_NAME),
  };
}
