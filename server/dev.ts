/**
 * `npm run dev`: the real server (its routes, the page's head and boot data,
 * the public API, the admin) with Vite in middleware mode, so the page and the
 * admin reload as their source changes. Development only: it renders the page
 * on every request and lets Vite's own scripts through the CSP
 * (server/dev/vite-csp.ts). A change under server/ needs a restart.
 */
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { createServer as createViteServer } from "vite";
import { createApp } from "./app";
import { loadConfig } from "./config";
import { allowViteTags } from "./dev/vite-csp";
import { viteAdminPage, vitePages } from "./dev/vite-pages";
import { log } from "./log";
import { pageOptions } from "./render/page-options";
import { exitOnStartError } from "./start-error";
import { openSeededStore } from "./store/repos/content/seed-content";
import { closeServer, shutDownOnSignals } from "./shutdown";

/**
 * Its own data folder unless DATA_DIR says otherwise: the embedded store takes
 * one process per folder, so `npm start` (or `npm run testimonials`) can run
 * beside it, and what is tried while developing stays out of `./data`.
 */
const DEV_DATA_DIR = "./.data-dev";

const SHUTDOWN_GRACE_MS = 5_000;

/** Paths Vite answers (its client, modules, dependencies); Hono gets the rest. */
const VITE_PATHS = /^\/(@|node_modules\/|web\/|content\/|core\/)/;

async function main() {
  const config = loadConfig({
    ...process.env,
    DATA_DIR: process.env.DATA_DIR || DEV_DATA_DIR,
  });
  const store = await openSeededStore(config);
  const server = createServer();
  const viteNonce = randomBytes(16).toString("base64");
  const vite = await createViteServer({
    appType: "custom",
    server: {
      middlewareMode: true,
      // Its hot-reload socket shares our port.
      hmr: { server },
      watch: {
        ignored: [config.dataDir, config.distDir].map(
          (dir) => `${resolve(dir)}/**`,
        ),
      },
      // Transformed while the first request is on its way.
      warmup: {
        clientFiles: [
          "./web/page/entry-client.tsx",
          "./web/admin/entry-admin.tsx",
        ],
        ssrFiles: ["./web/page/entry-server.tsx"],
      },
    },
    html: { cspNonce: viteNonce },
  });

  const app = new Hono();
  app.use(allowViteTags(viteNonce));
  app.route(
    "/",
    createApp({
      config,
      // No build needed: Vite serves the client's files.
      assets: new Map(),
      pages: vitePages(vite, pageOptions(config, store)),
      store,
      adminPage: viteAdminPage(vite),
    }),
  );
  const site = getRequestListener(app.fetch, { autoCleanupIncoming: false });
  server.on("request", (req, res) => {
    if (VITE_PATHS.test(req.url!))
      vite.middlewares(req, res, () => void site(req, res));
    else void site(req, res);
  });

  server.once("error", async (error: NodeJS.ErrnoException) => {
    console.error(
      `Cannot listen on ${config.host}:${config.port}: ${error.code ?? error.message}`,
    );
    await vite.close().catch(() => {});
    await store.close().catch(() => {});
    process.exit(1);
  });
  server.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    log("info", "listening", {
      url: `http://${config.host}:${port}`,
      dataDir: config.databaseUrl ? undefined : config.dataDir,
    });
  });

  shutDownOnSignals(SHUTDOWN_GRACE_MS, [
    () => vite.close(),
    () => closeServer(server, { cut: true }),
    () => store.close(),
  ]);
}

main().catch(exitOnStartError);
