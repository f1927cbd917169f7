import { CONTACT_SETTINGS_DEFAULTS } from "../../core/api/enquiries";
// Test support: the app as the server runs it (createListener on node:http),
// on 127.0.0.1 with a free port, over a given store.
import { DEFAULT_LANGUAGE } from "../../core/site-languages";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createListener } from "../app";
import { loadConfig, type Config } from "../config";
import { encode } from "../render/assets";
import type { Store } from "../store/open-store";

export interface TestApp {
  url: string;
  config: Config;
  pageInvalidations: () => number;
  close(): Promise<void>;
}

export async function startTestApp(
  store: Store,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const config = loadConfig({ PUBLIC_API_KEY: "test-key", ...env });
  let invalidations = 0;
  const page = encode(
    Buffer.from("<!doctype html><title>t</title>"),
    "text/html",
  );
  const pages = {
    get: async () => page,
    page: async () => page,
    cv: async () => ({ file: page, fileName: "CV.html" }),
    cvPdf: async () => page.body,
    languages: async () => ({
      defaultLanguage: DEFAULT_LANGUAGE,
      published: [DEFAULT_LANGUAGE],
    }),
    contactSettings: async () => CONTACT_SETTINGS_DEFAULTS,
    invalidate: () => void invalidations++,
    renderPreview: async () => page,
  };
  const server: Server = createServer(
    createListener({ config, assets: new Map(), pages, store }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    config,
    pageInvalidations: () => invalidations,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
