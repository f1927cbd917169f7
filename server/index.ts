import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { adminAddress } from "./admin/admin-address";
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
import { openSeededStore } from "./store/repos/content/seed-content";
import { closeServer, shutDownOnSignals } from "./shutdown";
import { localUrl, newOpsToken, writeOpsAccess } from "./routes/ops";

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
    if (config.adminPassword !== undefined)
      log("info", "admin ready", {
        url: adminAddress(config.siteUrl, bound, port),
      });
    // Owner notifications are delivered in the background (server/notify/).
    notifier = startNotifier(config, store, port);
  });

  shutDownOnSignals(SHUTDOWN_GRACE_MS, [
    // Requests in flight are answered before the store closes.
    () => closeServer(server),
    async () => notifier?.stop(),
    () => store.close(),
  ]);
}

main().catch(exitOnStartError);
