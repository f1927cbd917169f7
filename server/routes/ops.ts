// Operations calls for commands run on the same machine (server/cli/backup.ts).
// With PGlite only the server may open the data folder, so a backup taken
// while it runs is written by the server itself: at start it writes a random
// token to DATA_DIR/ops.json (mode 0600, readable by the server's user only)
// and answers POST /api/ops/backup to a client on this machine presenting it.
import type { HttpBindings } from "@hono/node-server";
import { Hono } from "hono";
import { stream } from "hono/streaming";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { isLoopback } from "../http/client-address";
import { log } from "../log";
import type { Store } from "../store/open-store";
import { writeExport } from "../store/transfer/transfer";

/** @internal */
export const OPS_FILE = "ops.json";

export interface OpsAccess {
  /** The server's PID, so a file left by a killed server is recognised. */
  pid: number;
  /** Where a command on this machine reaches the server. */
  url: string;
  token: string;
}

export const newOpsToken = () => randomBytes(32).toString("base64url");

/**
 * The URL a command on this machine reaches the server on, from the address
 * the server is bound to: loopback when it listens on every interface, else
 * that address itself (HOST=10.0.0.5 listens there only).
 */
export function localUrl(bound: string, port: number): string {
  const address =
    bound === "0.0.0.0" ? "127.0.0.1" : bound === "::" ? "::1" : bound;
  return `http://${address.includes(":") ? `[${address}]` : address}:${port}`;
}

/**
 * A connection from this machine: from loopback, or from the very address it
 * came in on (Linux drops a packet from outside that claims one of the host's
 * own addresses, and the answer to a forged one goes to the host itself).
 */
function fromThisMachine(c: { env: unknown }): boolean {
  const socket = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket;
  const remote = socket?.remoteAddress;
  return (
    remote !== undefined &&
    (isLoopback(remote) || remote === socket!.localAddress)
  );
}

/** Written before the server logs "listening", so a command never sees a stale one. */
export function writeOpsAccess(dataDir: string, access: OpsAccess) {
  const path = join(dataDir, OPS_FILE);
  // Replaced, never rewritten in place, so the mode always applies.
  rmSync(path, { force: true });
  writeFileSync(path, JSON.stringify(access) + "\n", {
    mode: 0o600,
    flag: "wx",
  });
}

export function readOpsAccess(dataDir: string): OpsAccess {
  return JSON.parse(readFileSync(join(dataDir, OPS_FILE), "utf8")) as OpsAccess;
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * POST /api/ops/backup: the whole export (rows from one snapshot, and the
 * portrait files), streamed as version-3 lines as they are read. A failure
 * part way cuts the answer short before its end line, which the command
 * refuses.
 */
export function opsRoutes(
  store: Pick<Store, "db" | "portraits">,
  token: string,
) {
  const app = new Hono();
  app.post("/backup", async (c) => {
    // A request relayed by a reverse proxy on this machine comes from this
    // machine too, but carries forwarding headers: refused as well.
    const relayed =
      c.req.header("x-forwarded-for") !== undefined ||
      c.req.header("forwarded") !== undefined;
    const given = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "");
    if (
      !fromThisMachine(c) ||
      relayed ||
      !given ||
      !sameToken(given[1]!, token)
    )
      return c.json({ error: "Not found" }, 404);
    c.header("content-type", "application/x-ndjson");
    return stream(c, async (out) => {
      try {
        const counts = await writeExport(store, async (line) => {
          await out.write(line);
        });
        log("info", "backup written", {
          testimonials: counts.testimonial,
          enquiries: counts.enquiry,
          revisions: counts.revision,
          portraitFiles: counts.portrait,
        });
      } catch (error) {
        log("error", "store failure on backup", {
          error: (error as Error).message,
        });
        await out.abort();
      }
    });
  });
  return app;
}
