import { profile } from "../content/profile";
import type { PageName } from "./boot-data";

const escapeAttribute = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");

/** The `<head>` tags for a page, from the profile's search-engine fields. */
export function renderHead(page: PageName): string {
  const title =
    page === "home" ? profile.seo.title : `Page not found | ${profile.name}`;
  const tags = [
    `<title>${escapeAttribute(title)}</title>`,
    `<meta name="description" content="${escapeAttribute(profile.seo.description)}" />`,
    `<meta name="keywords" content="${escapeAttribute(profile.seo.keywords.join(", "))}" />`,
    `<meta name="theme-color" content="hsl(${profile.accentColor})" />`,
    // The accent colour is content (the owner's choice), so it comes from the profile.
    `<style>:root{--accent:${escapeAttribute(profile.accentColor)}}</style>`,
  ];
  if (page !== "home") tags.push(`<meta name="robots" content="noindex" />`);
  return tags.join("\n    ");
}
