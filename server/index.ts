import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { startNotifier } from "./admin/setup";
import { createListener } from "./app";
import { loadConfig } from "./config";
import { capConnectionsPerAddress } from "./http/connections-per-address";
import { log } from "./log";
import type { NotificationWorker } from "./notify/worker";
import { loadAssets } from "./render/assets";
import { PageCache } from "./render/page-cache";
import { pageOptions } from "./render/page-options";
import { exitOnStartError } from "./start-error";
import { startAdvertisingRecord } from "./store/jobs/advertising-record";
import { openSeededStore } from "./store/repos/content/seed-content";
import { closeServer, shutDownOnSignals } from "./shutdown";
import { localUrl, newOpsToken, writeOpsAccess } from "./routes/ops";
import { publicListHidden } from "./routes/testimonials-hidden";
import { siteAddress } from "./site-address";

const SHUTDOWN_GRACE_MS = 10_000;

/** A warning counted and logged once a second at most, however hard the flood. */
function throttledWarning(message: string, fields: Record<string, number>) {
  let count = 0;
  return () => {
    if (count++ === 0)
      setTimeout(() => {
        log("warn", message, { refused: count, ...fields });
        count = 0;
      }, 1_000).unref();
  };
}

/** Which address the site's links name, and where it came from; a warning without SITE_URL. */
function logSiteAddress(config: Parameters<typeof siteAddress>[0]) {
  const { origin, fromConfig } = siteAddress(config);
  if (fromConfig)
    log("info", "site address", { url: origin, from: "SITE_URL" });
  else
    log(
      "warn",
      "site address: SITE_URL is not set, so links, the sitemap and the social card name the listening address",
      { url: origin, from: "listening address" },
    );
}

const PRELOAD_CV_PDF_AFTER_MS = 3000;

async function main() {
  const config = loadConfig();
  const distDir = resolve(config.distDir);
  const assets = await loadAssets(join(distDir, "client"));
  const store = await openSeededStore(config);
  const pages = await PageCache.create({
    distDir,
    ...pageOptions(config, store),
  });
  // With PGlite, `npm run backup` asks the running server for the copy
  // (server/routes/ops.ts); with PostgreSQL it connects itself.
  const opsToken = config.databaseUrl ? undefined : newOpsToken();
  const server = createServer(
    {
      // Slow clients (headers or body trickled in) are cut off with a 408, so
      // they cannot hold connections for long (tests in server/resilience/overload.test.ts).
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      keepAliveTimeout: config.keepAliveTimeoutMs,
      // Node checks those timeouts every this often (30 s by default).
      connectionsCheckingInterval: Math.min(
        30_000,
        Math.max(100, Math.floor(config.headersTimeoutMs / 2)),
      ),
    },
    createListener({ config, assets, pages, store, opsToken }),
  );
  // Copies of the public pages as they change, for the owner's bar
  // (docs/decisions/046-the-advertising-record.md).
  const record = startAdvertisingRecord(
    {
      record: store.advertisingRecord,
      pages,
      content: store.content,
      testimonials: store.testimonials,
      testimonialLimit: config.listDefaultLimit,
      everyDays: async () =>
        (await store.professionalRules.effective()).record.everyDays,
      testimonialsShown: async () => !(await publicListHidden(store)),
    },
    store.onChange,
  );
  // Connections beyond these are closed at once instead of queuing up memory.
  server.maxConnections = config.maxConnections;
  server.on(
    "drop",
    throttledWarning("connections refused: too many open", {
      maxConnections: config.maxConnections,
    }),
  );
  capConnectionsPerAddress(server, {
    max: config.maxConnectionsPerAddress,
    exemptLoopback: config.trustProxy,
    onRefused: throttledWarning(
      "connections refused: too many open from one address",
      { maxConnectionsPerAddress: config.maxConnectionsPerAddress },
    ),
  });
  server.once("error", async (error: NodeJS.ErrnoException) => {
    console.error(
      `Cannot listen on ${config.host}:${config.port}: ${error.code ?? error.message}`,
    );
    await store.close().catch(() => {});
    process.exit(1);
  });
  let notifier: NotificationWorker | undefined;
  server.listen(config.port, config.host, () => {
    const { address: bound, port } = server.address() as AddressInfo;
    if (opsToken)
      try {
        writeOpsAccess(resolve(config.dataDir), {
          pid: process.pid,
          url: localUrl(bound, port),
          token: opsToken,
        });
      } catch (error) {
        log("warn", "cannot write the backup access file", {
          error: (error as Error).message,
        });
      }
    log("info", "listening", { url: `http://${config.host}:${port}` });
    logSiteAddress(config);
    if (config.adminPassword !== undefined)
      log("info", "admin ready", {
        url: `${siteAddress(config, port).origin}/admin`,
      });
    // Owner notifications are delivered in the background (server/notify/).
    notifier = startNotifier(config, store, port);
    // The PDF CV's library, loaded once the server answers: the first PDF
    // after a publish then takes its layout only.
    setTimeout(() => {
      pages.preloadCvPdf().catch((error: unknown) =>
        log("warn", "cannot load the PDF CV's library", {
          error: (error as Error).message,
        }),
      );
    }, PRELOAD_CV_PDF_AFTER_MS).unref();
  });

  shutDownOnSignals(SHUTDOWN_GRACE_MS, [
    // Requests in flight are answered before the store closes.
    () => closeServer(server),
    async () => notifier?.stop(),
    () => record.stop(),
    () => store.close(),
  ]);
}

main().catch(exitOnStartError);
