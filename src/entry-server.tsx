import { renderToString } from "react-dom/server";
import type { Profile } from "../core/profile-schema";
import { App } from "./app/app";
import {
  BOOT_DATA_ID,
  serializeBootData,
  type BootData,
  type PageSettings,
} from "./app/boot-data";
import { renderHead, type HeadOptions } from "./app/head";
import { toPageContent } from "./content/page-content";

export { staticPageSettings } from "./app/boot-data";

export interface RenderedPage {
  head: string;
  html: string;
  data: string;
}

/**
 * Renders a page of `profile` for the server or the prerender step; touches
 * no browser globals. The boot data carries only the page content the
 * hydrated components need (src/content/page-content.ts).
 */
export function render(
  settings: PageSettings,
  profile: Profile,
  head: HeadOptions = {},
): RenderedPage {
  const boot: BootData = { ...settings, content: toPageContent(profile) };
  return {
    head: renderHead(settings.page, profile, head),
    html: renderToString(<App boot={boot} profile={profile} />),
    data: `<script id="${BOOT_DATA_ID}" type="application/json">${serializeBootData(boot)}</script>`,
  };
}
