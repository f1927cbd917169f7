import { renderToString } from "react-dom/server";
import { App } from "./app/app";
import {
  BOOT_DATA_ID,
  serializeBootData,
  type BootData,
} from "./app/boot-data";
import { renderHead } from "./app/head";

export { staticBootData } from "./app/boot-data";

export interface RenderedPage {
  head: string;
  html: string;
  data: string;
}

/** Renders a page for the server or the prerender step; touches no browser globals. */
export function render(boot: BootData, siteUrl?: string): RenderedPage {
  return {
    head: renderHead(boot.page, siteUrl),
    html: renderToString(<App boot={boot} />),
    data: `<script id="${BOOT_DATA_ID}" type="application/json">${serializeBootData(boot)}</script>`,
  };
}
