// The shipped nginx file run for real: Debian's nginx with deploy/nginx.conf
// included as conf.d includes it, in front of the real server (TRUST_PROXY=1).
// What the owner sends (a phone's photo, a long content document) gets
// through, a public call over its limit gets the server's own JSON answer,
// and the access log names no visitor. Skipped only where nginx is missing
// and CI is not set.
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestContext } from "vitest";
import { SUBMIT_MESSAGES } from "../core/testimonials/submit-call";
import { contentFixture } from "../content/content-fixture";
import { httpsAnswer } from "../server/testing/https-answer";
import {
  freePort,
  NGINX_MISSING,
  nginxInstalled,
  startNginx,
  stopNginx,
  writeNginxSite,
} from "../server/testing/nginx-site";
import { SAMPLE_SUBMISSION } from "../server/testing/sample-submission";
import {
  spawnServer,
  stopServer,
  type SpawnedServer,
} from "../server/testing/spawn-server";

const PASSWORD = "correct horse battery";
const API_KEY = "nginx-test-key";
const ORIGIN = "https://example.com";

/** One request to nginx as a browser at https://example.com sends it. */
function send(
  port: number,
  path: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
) {
  return httpsAnswer(
    {
      host: "127.0.0.1",
      port,
      path,
      method,
      servername: "example.com",
      // The throwaway certificate nginx-site made.
      rejectUnauthorized: false,
      headers: { host: "example.com", ...headers },
    },
    body,
  );
}

const submission = (body: object) => ({
  method: "POST",
  headers: {
    "content-type": "application/json",
    apikey: API_KEY,
    authorization: `Bearer ${API_KEY}`,
  },
  body: Buffer.from(JSON.stringify(body)),
});

/** A JPEG of random noise, as large as a phone's full-size photo (about 12 MB). */
const bigJpeg = () =>
  sharp(randomBytes(1840 * 2300 * 3), {
    raw: { width: 1840, height: 2300, channels: 3 },
  })
    .jpeg({ quality: 100, chromaSubsampling: "4:4:4" })
    .toBuffer();

/** Valid content past 200 KB: every experience entry and highlight full, three bytes a character. */
const bigContent = () => ({
  ...contentFixture,
  experience: Array.from({ length: 10 }, (_, i) => ({
    title: `Counsel ${i}`,
    company: "Acme",
    period: "2020–2024",
    current: false,
    highlights: Array.from({ length: 10 }, () => "文".repeat(500)),
  })),
  privacy: { text: "文".repeat(20_000) },
});

describe("deploy/nginx.conf in front of the server", () => {
  let dir: string | undefined;
  let server: SpawnedServer | undefined;
  let nginx: ChildProcess | undefined;
  let port = 0;
  let httpPort = 0;
  let available = false;

  beforeAll(async () => {
    available = await nginxInstalled();
    if (!available) return;
    dir = await mkdtemp(join(tmpdir(), "nginx-proxy-"));
    server = await spawnServer({
      ADMIN_PASSWORD: PASSWORD,
      TRUST_PROXY: "1",
      PUBLIC_API_KEY: API_KEY,
      DATA_DIR: join(dir, "data"),
    });
    port = await freePort();
    httpPort = await freePort();
    const main = await writeNginxSite(dir, {
      https: port,
      http: httpPort,
      upstream: Number(new URL(server.url).port),
    });
    nginx = await startNginx(dir, main, port);
  });
  afterAll(async () => {
    if (nginx) await stopNginx(nginx);
    if (server) await stopServer(server);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const needNginx = (context: TestContext) => {
    if (!available) context.skip(NGINX_MISSING);
  };

  const signIn = async () => {
    const res = await send(port, "/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: Buffer.from(JSON.stringify({ password: PASSWORD })),
    });
    expect(res.status, res.body).toBe(200);
    const cookie = [res.headers["set-cookie"]].flat()[0]!;
    const { csrfToken } = JSON.parse(res.body) as { csrfToken: string };
    return {
      cookie,
      headers: {
        cookie: cookie.split(";")[0]!,
        origin: ORIGIN,
        "x-csrf-token": csrfToken,
      },
    };
  };

  it("redirects HTTP to HTTPS", async (context) => {
    needNginx(context);
    const res = await new Promise<{ status?: number; location?: string }>(
      (resolve, reject) =>
        get(
          `http://127.0.0.1:${httpPort}/privacy`,
          { headers: { host: "example.com" } },
          (answer) => {
            answer.resume();
            resolve({
              status: answer.statusCode,
              location: answer.headers.location,
            });
          },
        ).on("error", reject),
    );
    expect(res).toEqual({
      status: 301,
      location: "https://example.com/privacy",
    });
  });

  it("lets the owner sign in, upload a 12 MB photo and publish 200 KB of content", async (context) => {
    needNginx(context);
    const owner = await signIn();
    // X-Forwarded-Proto reached the server: the cookie is for HTTPS only.
    expect(owner.cookie).toMatch(/;\s*Secure/i);

    const photo = await bigJpeg();
    expect(photo.length).toBeGreaterThan(12_000_000);
    const upload = await send(port, "/api/admin/portrait?focus=centre", {
      method: "POST",
      headers: { ...owner.headers, "content-type": "image/jpeg" },
      body: photo,
    });
    expect(upload.status, upload.body).toBe(200);
    expect(JSON.parse(upload.body)).toMatchObject({
      portrait: { id: expect.any(String) },
    });

    const document = bigContent();
    const body = Buffer.from(JSON.stringify({ document, note: "Long" }));
    expect(body.length).toBeGreaterThan(200 * 1024);
    const published = await send(port, "/api/admin/content/en/publish", {
      method: "POST",
      headers: { ...owner.headers, "content-type": "application/json" },
      body,
    });
    expect(published.status, published.body.slice(0, 300)).toBe(200);
    expect(JSON.parse(published.body)).toMatchObject({
      revision: { number: 2 },
    });
  }, 60_000);

  it("passes a submission over the server's limit to the server, which answers in JSON; nginx stops a far bigger one", async (context) => {
    needNginx(context);
    const over = await send(
      port,
      "/functions/v1/submit-testimonial",
      submission({ ...SAMPLE_SUBMISSION, comment: "a".repeat(20 * 1024) }),
    );
    expect(over.status).toBe(413);
    expect(over.type).toMatch(/^application\/json/);
    expect(JSON.parse(over.body)).toEqual({
      success: false,
      error: SUBMIT_MESSAGES.tooLarge,
    });

    const far = await send(
      port,
      "/functions/v1/submit-testimonial",
      submission({ ...SAMPLE_SUBMISSION, comment: "a".repeat(100 * 1024) }),
    );
    expect(far.status).toBe(413);
    expect(far.type).toMatch(/^text\/html/);
  });

  it("answers every list call of a busy moment, and refuses a flood of submissions at nginx", async (context) => {
    needNginx(context);
    const lists = await Promise.all(
      Array.from({ length: 60 }, () =>
        send(port, `/rest/v1/testimonials_public?apikey=${API_KEY}`),
      ),
    );
    expect(lists.map((res) => res.status)).toEqual(lists.map(() => 200));

    // A wrong key: the server answers 401 without touching the store.
    const flood = await Promise.all(
      Array.from({ length: 40 }, () =>
        send(port, "/functions/v1/submit-testimonial", {
          ...submission(SAMPLE_SUBMISSION),
          headers: { "content-type": "application/json", apikey: "wrong" },
        }),
      ),
    );
    const byServer = flood.filter((res) => res.status === 401);
    const byNginx = flood.filter((res) => res.status === 429);
    expect(byServer.length + byNginx.length).toBe(40);
    // The burst passes; the rest is refused before the server.
    expect(byServer.length).toBeGreaterThanOrEqual(10);
    expect(byNginx.length).toBeGreaterThanOrEqual(20);
  });

  it("logs each request with the address cut to its network, and no full address anywhere", async (context) => {
    needNginx(context);
    await send(port, "/healthz");
    // nginx logs a refused body as an error, naming the client.
    const refused = await send(
      port,
      "/functions/v1/submit-testimonial",
      submission({ comment: "a".repeat(100 * 1024) }),
    );
    expect(refused.status).toBe(413);
    const access = await readFile(join(dir!, "portfolio.access.log"), "utf8");
    expect(access).toMatch(
      /^127\.0\.0\.0 - - \[[^\]]+\] "GET \/healthz HTTP\/1\.1" 200 \d+$/m,
    );
    const errors = await readFile(join(dir!, "portfolio.error.log"), "utf8");
    expect(access + errors).not.toContain("127.0.0.1");
  });
});
