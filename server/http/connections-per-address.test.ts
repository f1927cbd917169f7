import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { capConnectionsPerAddress } from "./connections-per-address";

let server: Server;
const sockets: Socket[] = [];

async function listen(max: number, exemptLoopback: boolean) {
  server = createServer((_req, res) => res.end("ok"));
  let refused = 0;
  capConnectionsPerAddress(server, {
    max,
    exemptLoopback,
    onRefused: () => refused++,
  });
  await new Promise<void>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve()),
  );
  return { refused: () => refused };
}

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

/** Connects from `from`; resolves whether the server kept the connection open for 100 ms. */
const kept = (from: string) =>
  new Promise<boolean>((resolve) => {
    const { port } = server.address() as AddressInfo;
    const socket = connect({ port, host: "127.0.0.1", localAddress: from });
    sockets.push(socket);
    socket.on("error", () => {});
    socket.once("close", () => resolve(false));
    socket.once("connect", () =>
      setTimeout(() => resolve(!socket.destroyed), 100),
    );
  });

describe("capConnectionsPerAddress", () => {
  it("closes an address's connections beyond the cap, not another address's", async () => {
    const cap = await listen(2, false);
    expect(await kept("127.0.0.3")).toBe(true);
    expect(await kept("127.0.0.3")).toBe(true);
    expect(await kept("127.0.0.3")).toBe(false);
    expect(await kept("127.0.0.2")).toBe(true);
    expect(cap.refused()).toBe(1);
  });

  it("gives a slot back when a connection closes", async () => {
    await listen(1, false);
    expect(await kept("127.0.0.3")).toBe(true);
    sockets[0]!.destroy();
    await new Promise((r) => setTimeout(r, 50));
    expect(await kept("127.0.0.3")).toBe(true);
  });

  it("leaves the proxy's loopback connections alone behind a proxy", async () => {
    const cap = await listen(1, true);
    for (let n = 0; n < 3; n++) expect(await kept("127.0.0.1")).toBe(true);
    expect(cap.refused()).toBe(0);
  });

  it("is off at 0", async () => {
    await listen(0, false);
    for (let n = 0; n < 3; n++) expect(await kept("127.0.0.3")).toBe(true);
  });
});
