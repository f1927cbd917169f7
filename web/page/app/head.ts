import headingFontUrl from "../../../node_modules/@fontsource/fraunces/files/fraunces-latin-600-normal.woff2?url";
import { pageTitle } from "../../../core/content/profile-derived";
import type { Profile } from "../../../core/content/profile-schema";
import {
  socialCard,
  socialCardVersion,
} from "../../../core/content/social-card";
import { hreflangAlternates } from "../../../core/hreflang";
import { contactPath } from "../../../core/content/contact-page";
import { privacyPath } from "../../../core/content/privacy-page";
import { CONTACT_DICTIONARIES } from "../i18n/dictionaries";
import { LANGUAGE_INFO, languageHome } from "../../../core/site-languages";
import { accentProperties } from "../../../core/accent-colours";
import { bootScript, type PageStart } from "../../../core/boot-script";
import { fill } from "../../../core/fill";
import { type Dictionary } from "../i18n/dictionary";
import type { PageSettings } from "./boot-data";
import { OG_IMAGE, ogImagePath } from "./og-image";
import { structuredDataScript } from "./structured-data";

const escapeAttribute = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");

/**
 * The page's one rule of its own: the owner's accent colour, which is
 * content, so it comes from the profile (HSL components, checked by its
 * schema), and the colours derived from it that keep text readable in both
 * themes (core/accent-colours.ts). The template puts it after the
 * stylesheet's rules (server/render/template.ts).
 */
export const accentRule = (profile: Pick<Profile, "accentColor">): string =>
  `:root{${Object.entries(accentProperties(profile.accentColor))
    .map(([name, value]) => `${name}:${value}`)
    .join(";")}}`;

export interface HeadOptions {
  /**
   * The site's public origin (SITE_URL, else the server's own address);
   * never the content's website, which is a link the owner shows.
   */
  siteUrl?: string;
  /** Keeps search engines away (a preview). */
  noindex?: boolean;
  /** What the built page fetches after its first paint (core/boot-script.ts). */
  start?: PageStart;
}

/**
 * The `<head>` tags for a page: search-engine fields from the profile, the
 * page's own (canonical) address and its other languages' (hreflang), Open
 * Graph and Twitter cards, icons, and JSON-LD (the last three on the home
 * page only; the 404 page is kept out of search engines). Links that must be
 * absolute are left out when there is no origin to put in them.
 */
export function renderHead(
  { page, lang, languages }: Pick<PageSettings, "page" | "lang" | "languages">,
  profile: Profile,
  dictionary: Dictionary,
  { siteUrl, noindex = false, start }: HeadOptions = {},
): string {
  const origin = (siteUrl ?? "").replace(/\/+$/, "");
  const { server } = dictionary;
  const ownTitle = {
    privacy: server.privacyTitle,
    contact: CONTACT_DICTIONARIES[lang].enquiry.title,
    "not-found": server.notFoundTitle,
  };
  const title =
    page === "home"
      ? pageTitle(profile)
      : `${ownTitle[page]} | ${profile.name}`;
  const description =
    page === "privacy"
      ? fill(server.privacyDescription, { name: profile.name })
      : profile.seo.description;
  const meta = (key: "name" | "property", name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeAttribute(content)}" />`;
  const tags = [
    `<title>${escapeAttribute(title)}</title>`,
    // Before anything is painted: the visitor's theme, and the page's start
    // after the first paint (core/boot-script.ts).
    `<script>${bootScript(start)}</script>`,
    meta("name", "description", description),
    meta("name", "keywords", profile.seo.keywords.join(", ")),
    meta("name", "author", profile.name),
    meta("name", "theme-color", `hsl(${profile.accentColor})`),
    `<link rel="preload" href="${headingFontUrl}" as="font" type="font/woff2" crossorigin />`,
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml" />`,
    `<link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png" />`,
    `<link rel="apple-touch-icon" href="/apple-touch-icon.png" />`,
  ];
  if (page === "not-found" || noindex)
    tags.push(meta("name", "robots", "noindex"));
  if (page === "not-found") return tags.join("\n    ");

  const { defaultLanguage, published } = languages;
  const pathOf =
    page === "privacy"
      ? privacyPath
      : page === "contact"
        ? contactPath
        : languageHome;
  const url = `${origin}${pathOf(lang, defaultLanguage)}`;
  // The page's own address, and the same page's in each language.
  const addresses = origin
    ? [
        `<link rel="canonical" href="${escapeAttribute(url)}" />`,
        ...hreflangAlternates(languages, pathOf).map(
          ({ hreflang, path }) =>
            `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(`${origin}${path}`)}" />`,
        ),
      ]
    : [];
  if (page === "privacy" || page === "contact")
    return [...tags, ...addresses].join("\n    ");

  const social = [
    meta("property", "og:type", "profile"),
    meta("property", "og:locale", LANGUAGE_INFO[lang].ogLocale),
    ...published
      .filter((other) => other !== lang)
      .map((other) =>
        meta("property", "og:locale:alternate", LANGUAGE_INFO[other].ogLocale),
      ),
    meta("property", "og:site_name", profile.name),
    meta("property", "og:title", title),
    meta("property", "og:description", profile.seo.description),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", profile.seo.description),
  ];
  // A new address whenever the card changes, so social networks fetch it again.
  const card = socialCardVersion(socialCard(profile, siteUrl));
  const image = `${origin}${ogImagePath(lang, defaultLanguage)}?v=${card}`;
  const absolute = origin
    ? [
        ...addresses,
        meta("property", "og:url", url),
        meta("property", "og:image", image),
        meta("property", "og:image:width", String(OG_IMAGE.width)),
        meta("property", "og:image:height", String(OG_IMAGE.height)),
        meta("property", "og:image:alt", `${profile.name}, ${profile.title}`),
        meta("name", "twitter:image", image),
      ]
    : [];
  return [
    ...tags,
    ...social,
    ...absolute,
    structuredDataScript(profile, origin, LANGUAGE_INFO[lang].tag),
  ].join("\n    ");
}
