import { serve } from "@hono/node-server";
import { join, resolve } from "node:path";
import { createApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { log } from "./log";
import { loadAssets } from "./render/assets";
import { PageCache } from "./render/page-cache";

async function main() {
  const config = loadConfig();
  const distDir = resolve(config.distDir);
  const assets = await loadAssets(join(distDir, "client"));
  const pages = await PageCache.create({
    distDir,
    publicApiKey: config.publicApiKey,
  });
  const app = createApp({ config, assets, pages });

  const server = serve(
    { fetch: app.fetch, port: config.port, hostname: config.host },
    (info) => {
      log("info", "listening", { url: `http://${config.host}:${info.port}` });
    },
  );

  const shutdown = (signal: string) => {
    log("info", "shutting down", { signal });
    // Stops accepting connections and waits for requests in flight.
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  // A configuration mistake is one line; anything else keeps its stack.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
