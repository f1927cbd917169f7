// No secret in anything served: every built file in dist/client, and every
// answer of the real server (public calls, pages, 404s, health, the admin
// page and API) started with every secret it can hold set, scanned for key
// and token patterns and for the secret values the server really holds: the
// admin password, the credentials in SMTP_URL, NOTIFY_WEBHOOK_URL and
// DATABASE_URL, the backup access token (PGlite) and the client-key
// secret(s) it keeps in the store.
import { readdir, readFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOpsAccess } from "../routes/ops";
import { openPglite } from "../store/db/pglite";
import {
  createFreshDatabase,
  type FreshDatabase,
} from "../testing/fresh-database";
import { CLIENT_DIR, requireBuild } from "../testing/real-site";
import {
  spawnServer,
  stopServer,
  type SpawnedServer,
} from "../testing/spawn-server";

requireBuild("server/render/no-secrets.test.ts");

const KEY = "no-secrets-public-key";
const DB_PASSWORD = "db-password-31337";
/** Secret values the server is started with; the receivers refuse connections. */
const ENV = {
  PUBLIC_API_KEY: KEY,
  ADMIN_PASSWORD: "s3cret admin pass phrase 4417",
  NOTIFY_WEBHOOK_URL:
    "http://hook-user:webhook-password-1618@127.0.0.1:9/T000/B000/webhook-token-abc",
  SMTP_URL: "smtps://mailer:smtp-password-2718@127.0.0.1:9",
  NOTIFY_EMAIL: "owner@example.com",
};
/** The secret parts of those URLs, and of DATABASE_URL. */
const URL_SECRETS = [
  "webhook-password-1618",
  "webhook-token-abc",
  "smtp-password-2718",
  DB_PASSWORD,
];

const PATTERNS: [string, RegExp][] = [
  ["private key", /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
  ["AWS access key", /\bAKIA[0-9A-Z]{16}\b/],
  ["GitHub token", /\bgh[pousr]_[A-Za-z0-9]{30,}\b/],
  ["Stripe secret key", /\bsk_(live|test)_[A-Za-z0-9]{10,}/],
  ["Slack token", /\bxox[abpr]-[A-Za-z0-9-]{10,}/],
  ["JWT", /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]+/],
  ["URL with a password", /\b[a-z][a-z0-9+.-]*:\/\/[^\s/:@"'`]+:[^\s/@"'`]+@/i],
  [
    "secret variable with a value",
    /\b(ADMIN_PASSWORD|DATABASE_URL|SMTP_URL|NOTIFY_WEBHOOK_URL)\s*[=:]\s*["'`]?[^\s"'`]{4,}/,
  ],
];

/** Values from this process's environment that look like secrets. */
const envSecrets = Object.entries(process.env)
  .filter(
    ([name, value]) =>
      /PASSWORD|SECRET|TOKEN|PRIVATE|CREDENTIAL|_KEY$/i.test(name) &&
      !/^(PUBLIC_API_KEY|VITE_BACKEND_KEY)$/.test(name) &&
      value &&
      value.length >= 8,
  )
  .map(([, value]) => value!);

/** What `text` gives away: pattern names, and which of `secrets` (or the environment's) it holds. */
function scan(label: string, text: string, secrets: Record<string, string[]>) {
  const found: string[] = [];
  for (const [name, pattern] of PATTERNS)
    if (pattern.test(text)) found.push(`${label}: ${name}`);
  for (const [name, values] of Object.entries({
    ...secrets,
    "a secret from the environment": envSecrets,
  }))
    for (const value of values)
      if (text.includes(value)) found.push(`${label}: ${name}`);
  return found;
}

const clientFiles = async () =>
  (await readdir(CLIENT_DIR, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));

/**
 * Every value the store keeps in a column, or a setting, named like a secret
 * (the client-key secrets), read when the probe runs so it follows wherever
 * the store keeps them.
 */
async function storedSecrets(db: {
  query<Row>(sql: string): Promise<Row[]>;
}): Promise<string[]> {
  const columns = await db.query<{ table: string; column: string }>(
    `SELECT table_name AS table, column_name AS column
     FROM information_schema.columns
     WHERE table_schema = current_schema() AND column_name LIKE '%secret%'`,
  );
  const values: string[] = [];
  for (const { table, column } of columns)
    for (const row of await db.query<{ value: string }>(
      `SELECT "${column}"::text AS value FROM "${table}"`,
    ))
      values.push(row.value);
  for (const row of await db.query<{ value: string }>(
    "SELECT value FROM settings WHERE key LIKE '%secret%'",
  ))
    values.push(row.value);
  return values;
}

/** Every kind of answer the server gives, as "METHOD path" → status, headers and body. */
async function collectAnswers(url: string): Promise<Map<string, string>> {
  const answers = new Map<string, string>();
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(url + path, { redirect: "manual", ...init });
    answers.set(
      `${init.method ?? "GET"} ${path}`,
      `${response.status}\n${JSON.stringify([...response.headers])}\n${await response.text()}`,
    );
    return response;
  };
  const api = { apikey: KEY, authorization: `Bearer ${KEY}` };
  const json = { ...api, "content-type": "application/json" };
  const submission = {
    name: "Probe Visitor",
    company: "",
    relationship: "Client",
    comment: "A submission so the store keys a client.",
    consent: true,
  };

  for (const file of await clientFiles())
    await call(`/${relative(CLIENT_DIR, file)}`);
  for (const path of [
    "/",
    "/no-such-page",
    "/assets/no-such-file.js",
    "/admin",
    "/healthz",
    "/api/admin/session",
    "/api/admin/testimonials",
    "/api/admin/no-such-call",
    "/api/ops/backup",
    "/rest/v1/no-such-table",
  ])
    await call(path);
  await call("/rest/v1/testimonials_public?select=*", { headers: api });
  await call("/rest/v1/testimonials_public?select=*");
  await call("/rest/v1/testimonials_public?select=*&limit=x", {
    headers: api,
  });
  await call("/functions/v1/submit-testimonial", {
    method: "POST",
    headers: json,
    body: JSON.stringify(submission),
  });
  await call("/functions/v1/submit-testimonial?invalid", {
    method: "POST",
    headers: json,
    body: "{not json",
  });
  await call("/api/ops/backup?no-token", { method: "POST" });
  await call("/api/ops/backup?wrong-token", {
    method: "POST",
    headers: { authorization: "Bearer wrong" },
  });
  const sameOrigin = { "content-type": "application/json", origin: url };
  await call("/api/admin/login?wrong", {
    method: "POST",
    headers: sameOrigin,
    body: JSON.stringify({ password: "not the password" }),
  });
  const signedIn = await call("/api/admin/login", {
    method: "POST",
    headers: sameOrigin,
    body: JSON.stringify({ password: ENV.ADMIN_PASSWORD }),
  });
  expect(signedIn.status).toBe(200);
  const cookie = signedIn.headers.getSetCookie()[0]!.split(";")[0]!;
  await call("/api/admin/session?signed-in", { headers: { cookie } });
  await call("/api/admin/testimonials?signed-in", { headers: { cookie } });
  return answers;
}

/** Scans the answers, after checking each kind of held secret was found to look for. */
function expectNoSecret(
  answers: Map<string, string>,
  secrets: Record<string, string[]>,
) {
  for (const [name, values] of Object.entries(secrets))
    expect(values.length, `no ${name} to look for`).toBeGreaterThan(0);
  expect(answers.size).toBeGreaterThan(30);
  const found: string[] = [];
  for (const [label, text] of answers)
    found.push(...scan(label, text, secrets));
  expect(found).toEqual([]);
}

it("finds no secret in any built file", async () => {
  const files = await clientFiles();
  expect(files.length).toBeGreaterThan(5);
  const found: string[] = [];
  for (const file of files)
    found.push(
      ...scan(file, (await readFile(file)).toString("latin1"), {
        "a configured secret": [...Object.values(ENV), ...URL_SECRETS],
      }),
    );
  expect(found).toEqual([]);
});

describe("the server on PGlite", () => {
  let root: string;
  let server: SpawnedServer | undefined;
  let answers: Map<string, string>;
  let opsToken: string;
  let clientKeySecrets: string[];

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "no-secrets-"));
    server = await spawnServer({ ...ENV, DATA_DIR: root });
    opsToken = readOpsAccess(root).token;
    answers = await collectAnswers(server.url);
    await stopServer(server);
    server = undefined;
    // The folder is the server's while it runs: read once it has stopped.
    const db = await openPglite(root);
    try {
      clientKeySecrets = await storedSecrets(db);
    } finally {
      await db.close();
    }
  }, 120_000);
  afterAll(async () => {
    if (server) await stopServer(server);
    await rm(root, { recursive: true, force: true });
  });

  it("sends no secret it holds in any answer", () => {
    expectNoSecret(answers, {
      "the admin password": [ENV.ADMIN_PASSWORD],
      "a credential in a URL": URL_SECRETS,
      "the backup access token": [opsToken],
      "a client-key secret": clientKeySecrets,
    });
  });

  it("would see a secret in an answer (the probe can fail)", () => {
    const secrets = {
      "the backup access token": [opsToken],
      "a client-key secret": clientKeySecrets,
    };
    expect(scan("probe", `x${opsToken}x`, secrets)).not.toEqual([]);
    expect(scan("probe", `"${clientKeySecrets[0]}"`, secrets)).not.toEqual([]);
    expect(
      scan("probe", "-----BEGIN RSA PRIVATE KEY-----", secrets),
    ).not.toEqual([]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "the server on PostgreSQL",
  () => {
    let database: FreshDatabase;
    let server: SpawnedServer | undefined;

    beforeAll(async () => {
      database = await createFreshDatabase("no_secrets");
      // The test server trusts local connections, so any password passes.
      const url = new URL(database.url);
      url.password = DB_PASSWORD;
      server = await spawnServer({ ...ENV, DATABASE_URL: url.toString() });
    }, 60_000);
    afterAll(async () => {
      if (server) await stopServer(server);
      await database?.drop();
    });

    it("sends no secret it holds in any answer", async () => {
      const answers = await collectAnswers(server!.url);
      expectNoSecret(answers, {
        "the admin password": [ENV.ADMIN_PASSWORD],
        "a credential in a URL": URL_SECRETS,
        "a client-key secret": await storedSecrets(database),
      });
    });
  },
);
