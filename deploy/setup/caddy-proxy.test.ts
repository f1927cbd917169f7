// The site file `npm run setup` writes, run for real: Debian's Caddy with a
// certificate of its own authority (`tls internal`) on high ports, in front
// of the real server (TRUST_PROXY=1, as the setup's environment file sets
// it). The page over HTTPS, the owner's sign-in (a Secure cookie), a phone's
// 12 MB photo and a long content document, the public calls keyed on the
// visitor's own address, and nothing in Caddy's output naming a visitor.
// Skipped only where caddy is missing and CI is not set.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestContext } from "vitest";
import { contentFixture } from "../../content/content-fixture";
import { SUBMIT_MESSAGES } from "../../core/testimonials/submit-call";
import {
  CADDY_MISSING,
  caddyInstalled,
  startCaddy,
  stopCaddy,
  type RunningCaddy,
} from "../../server/testing/caddy-site";
import { httpsAnswer } from "../../server/testing/https-answer";
import { freePort } from "../../server/testing/nginx-site";
import { SAMPLE_SUBMISSION } from "../../server/testing/sample-submission";
import {
  spawnServer,
  stopServer,
  type SpawnedServer,
} from "../../server/testing/spawn-server";
import { healthOnce } from "./health.mjs";

const DOMAIN = "example.com";
const PASSWORD = "correct horse battery";
const API_KEY = "caddy-test-key";
const ORIGIN = `https://${DOMAIN}`;

describe("Caddy in front of the server, with the setup's site file", () => {
  let dir: string | undefined;
  let server: SpawnedServer | undefined;
  let caddy: RunningCaddy | undefined;
  let logStart = 0;
  let port = 0;
  let available = false;

  beforeAll(async () => {
    available = await caddyInstalled();
    if (!available) return;
    dir = await mkdtemp(join(tmpdir(), "caddy-proxy-"));
    server = await spawnServer({
      ADMIN_PASSWORD: PASSWORD,
      TRUST_PROXY: "1",
      PUBLIC_API_KEY: API_KEY,
      SITE_URL: ORIGIN,
      SUBMIT_LIMIT_PER_HOUR: "2",
      DATA_DIR: join(dir, "data"),
    });
    port = await freePort();
    caddy = await startCaddy(dir, {
      domain: DOMAIN,
      upstreamPort: Number(new URL(server.url).port),
      ports: { https: port, http: await freePort() },
      // Visitors from three addresses. (Caddy 2.6 puts the HTTP redirect on
      // only one of several bound addresses: the redirect has its own Caddy.)
      bind: ["127.0.0.1", "127.0.0.2", "127.0.0.3"],
    });
    logStart = caddy.output().length;
  }, 60_000);
  afterAll(async () => {
    if (caddy) await stopCaddy(caddy);
    if (server) await stopServer(server);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const needCaddy = (context: TestContext) => {
    if (!available) context.skip(CADDY_MISSING);
  };

  /** One request as a browser at https://example.com sends it, from `from` (a loopback address). */
  const send = (
    path: string,
    {
      method = "GET",
      headers = {},
      body,
      from = "127.0.0.1",
    }: {
      method?: string;
      headers?: Record<string, string>;
      body?: Buffer;
      from?: string;
    } = {},
  ) =>
    httpsAnswer(
      {
        host: from,
        localAddress: from,
        port,
        path,
        method,
        servername: DOMAIN,
        // Checked against Caddy's own authority, as a browser checks a real one.
        ca: caddy!.ca,
        headers: { host: DOMAIN, ...headers },
      },
      body,
    );

  const submit = (from: string, headers: Record<string, string> = {}) =>
    send("/functions/v1/submit-testimonial", {
      method: "POST",
      from,
      headers: {
        "content-type": "application/json",
        apikey: API_KEY,
        authorization: `Bearer ${API_KEY}`,
        ...headers,
      },
      body: Buffer.from(JSON.stringify(SAMPLE_SUBMISSION)),
    });

  it("serves the page over HTTPS", async (context) => {
    needCaddy(context);
    const page = await send("/");
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.body).toContain(`<link rel="canonical" href="${ORIGIN}/"`);
    // What the setup waits for before it says the site is online.
    expect(await healthOnce({ domain: DOMAIN, port, ca: caddy!.ca })).toBe(200);
  });

  it("redirects HTTP to HTTPS", async (context) => {
    needCaddy(context);
    const own = await mkdtemp(join(tmpdir(), "caddy-redirect-"));
    const ports = { https: await freePort(), http: await freePort() };
    const redirector = await startCaddy(own, {
      domain: DOMAIN,
      upstreamPort: Number(new URL(server!.url).port),
      ports,
    });
    try {
      const redirect = await new Promise<{
        status?: number;
        location?: string;
      }>((resolve, reject) =>
        get(
          `http://127.0.0.1:${ports.http}/privacy`,
          { headers: { host: DOMAIN } },
          (answer) => {
            answer.resume();
            resolve({
              status: answer.statusCode,
              location: answer.headers.location,
            });
          },
        ).on("error", reject),
      );
      expect(redirect).toEqual({
        status: 308,
        location: `https://${DOMAIN}/privacy`,
      });
    } finally {
      await stopCaddy(redirector);
      await rm(own, { recursive: true, force: true });
    }
  });

  it("lets the owner sign in (a Secure cookie), upload a 12 MB photo and publish 200 KB of content", async (context) => {
    needCaddy(context);
    const login = await send("/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: Buffer.from(JSON.stringify({ password: PASSWORD })),
    });
    expect(login.status, login.body).toBe(200);
    const cookie = [login.headers["set-cookie"]].flat()[0]!;
    // X-Forwarded-Proto reached the server: the cookie is for HTTPS only.
    expect(cookie).toMatch(/;\s*Secure/i);
    const { csrfToken } = JSON.parse(login.body) as { csrfToken: string };
    const owner = {
      cookie: cookie.split(";")[0]!,
      origin: ORIGIN,
      "x-csrf-token": csrfToken,
    };

    // A JPEG of random noise, as large as a phone's full-size photo.
    const photo = await sharp(randomBytes(1840 * 2300 * 3), {
      raw: { width: 1840, height: 2300, channels: 3 },
    })
      .jpeg({ quality: 100, chromaSubsampling: "4:4:4" })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(12_000_000);
    const upload = await send("/api/admin/portrait?focus=centre", {
      method: "POST",
      headers: { ...owner, "content-type": "image/jpeg" },
      body: photo,
    });
    expect(upload.status, upload.body).toBe(200);
    expect(JSON.parse(upload.body)).toMatchObject({
      portrait: { id: expect.any(String) },
    });

    // Valid content past 200 KB: every experience entry and highlight full,
    // three bytes a character.
    const document = {
      ...contentFixture,
      experience: Array.from({ length: 10 }, (_, i) => ({
        title: `Counsel ${i}`,
        company: "Acme",
        period: "2020–2024",
        current: false,
        highlights: Array.from({ length: 10 }, () => "文".repeat(500)),
      })),
      privacy: { text: "文".repeat(20_000) },
    };
    const body = Buffer.from(JSON.stringify({ document, note: "Long" }));
    expect(body.length).toBeGreaterThan(200 * 1024);
    const published = await send("/api/admin/content/en/publish", {
      method: "POST",
      headers: { ...owner, "content-type": "application/json" },
      body,
    });
    expect(published.status, published.body.slice(0, 300)).toBe(200);
  }, 60_000);

  it("passes a body over the server's limit on to the server, which answers in JSON", async (context) => {
    needCaddy(context);
    const over = await send("/functions/v1/submit-testimonial", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        apikey: API_KEY,
        authorization: `Bearer ${API_KEY}`,
      },
      body: Buffer.from(
        JSON.stringify({
          ...SAMPLE_SUBMISSION,
          comment: "a".repeat(20 * 1024),
        }),
      ),
    });
    expect(over.status).toBe(413);
    expect(over.type).toMatch(/^application\/json/);
    expect(JSON.parse(over.body)).toEqual({
      success: false,
      error: SUBMIT_MESSAGES.tooLarge,
    });
  });

  it("answers the list call and keys the submission limit on the visitor's own address, which a visitor cannot forge", async (context) => {
    needCaddy(context);
    const list = await send(`/rest/v1/testimonials_public?apikey=${API_KEY}`, {
      from: "127.0.0.2",
    });
    expect(list.status, list.body).toBe(200);
    expect(JSON.parse(list.body)).toEqual(expect.any(Array));

    // Two an hour per visitor (SUBMIT_LIMIT_PER_HOUR=2).
    expect((await submit("127.0.0.2")).status).toBe(200);
    expect((await submit("127.0.0.2")).status).toBe(200);
    expect((await submit("127.0.0.2")).status).toBe(429);
    // A header the visitor writes is replaced by the address Caddy saw.
    expect(
      (await submit("127.0.0.2", { "x-forwarded-for": "203.0.113.9" })).status,
    ).toBe(429);
    // Another visitor (another address) is not held by the first one's count,
    // though both reach the server from Caddy's one address.
    expect((await submit("127.0.0.3")).status).toBe(200);
  });

  it("writes no visitor's address", async (context) => {
    needCaddy(context);
    await send("/healthz", { from: "127.0.0.3" });
    // A failed handshake: plain HTTP on the HTTPS port.
    await new Promise<void>((resolve) =>
      get(
        { host: "127.0.0.3", localAddress: "127.0.0.3", port, path: "/" },
        (answer) => {
          answer.resume();
          answer.on("end", resolve);
        },
      ).on("error", () => resolve()),
    );
    // Caddy's own lines since it started serving: no access log, no address.
    const written = caddy!.output().slice(logStart);
    expect(written).not.toMatch(/127\.0\.0\.[23]/);
    expect(written).not.toMatch(/"remote_ip"|"client_ip"/);
  });
});
