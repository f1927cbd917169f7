import { mkdtemp, rm } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { seedApproved } from "../../bench/seed";
import { publishSamplePortrait } from "../../build/screenshots/screenshots-admin-api";
import { spawnServer, stopServer } from "../../server/testing/spawn-server";

// A new connection's first round trip carries 10 TCP segments of 1,460 bytes
// (the initial congestion window Lighthouse's simulation uses too). A page
// one byte over waits a whole round trip more before the first paint: 125
// bytes over cost 190 ms of mobile FCP and LCP.
const FIRST_ROUND_TRIP = 10 * 1460;

/** Bytes on the wire for GET `path` as a browser asks for it: status line, headers and body. */
function pageBytes(url: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(`${url}${path}`, {
      headers: { "accept-encoding": "gzip, deflate, br" },
    })
      .on("response", (response) => {
        const head = [
          `HTTP/1.1 ${response.statusCode} ${response.statusMessage}`,
          ...Array.from(
            { length: response.rawHeaders.length / 2 },
            (_, i) =>
              `${response.rawHeaders[2 * i]}: ${response.rawHeaders[2 * i + 1]}`,
          ),
        ].join("\r\n");
        let body = 0;
        response.on("data", (chunk: Buffer) => (body += chunk.length));
        response.on("end", () => resolve(head.length + 4 + body));
      })
      .on("error", reject)
      .end();
  });
}

// The seed content with five testimonials, as `npm run bench:lighthouse` measures it.
test("the public page arrives in the first round trip in each language, with and without a portrait", async () => {
  test.skip(
    test.info().project.name === "mobile",
    "the bytes are the same at every width",
  );
  test.setTimeout(120_000);
  const dataDir = await mkdtemp(join(tmpdir(), "first-round-trip-"));
  const password = `round-trip-${process.pid}-${Date.now()}`;
  await seedApproved(dataDir, 5);
  const server = await spawnServer({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: password,
  });
  const sizes = new Map<string, number[]>();
  try {
    for (const path of ["/", "/pt/"])
      sizes.set(path, [await pageBytes(server.url, path)]);
    await publishSamplePortrait(server.url, password);
    for (const path of ["/", "/pt/"])
      sizes.get(path)!.push(await pageBytes(server.url, path));
    for (const [path, [withoutPortrait, withPortrait]] of sizes) {
      console.log(
        `${path} on the wire: ${withoutPortrait} bytes, ${withPortrait} with a portrait (first round trip ${FIRST_ROUND_TRIP})`,
      );
      expect(withoutPortrait).toBeLessThanOrEqual(FIRST_ROUND_TRIP);
      expect(withPortrait).toBeLessThanOrEqual(FIRST_ROUND_TRIP);
    }
  } finally {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
});
