// No secret in anything served (issue 7): every built file in dist/client and
// every page the server renders, scanned for key and token patterns and for
// the secret values the server was started with.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { setLogSink } from "../log";
import type { Store } from "../store/open-store";
import {
  CLIENT_DIR,
  memoryStore,
  realSite,
  requireBuild,
} from "../testing/real-site";

requireBuild("server/render/no-secrets.test.ts");

/** Secret values the server runs with in this test. */
const SECRETS = {
  ADMIN_PASSWORD: "s3cret admin pass phrase 4417",
  SESSION_SECRET: "session-secret-value-9f8e7d6c5b4a",
  DATABASE_URL: "postgres://owner:db-password-31337@db.internal:5432/site",
  NOTIFY_WEBHOOK_URL: "https://hooks.example.com/T000/B000/webhook-token-abc",
  SMTP_URL: "smtps://mailer:smtp-password-2718@smtp.example.com:465",
  NOTIFY_EMAIL: "owner@example.com",
};

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
    /\b(ADMIN_PASSWORD|SESSION_SECRET|DATABASE_URL|SMTP_URL|NOTIFY_WEBHOOK_URL)\s*[=:]\s*["'`]?[^\s"'`]{4,}/,
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

function scan(label: string, text: string) {
  const found: string[] = [];
  for (const [name, pattern] of PATTERNS)
    if (pattern.test(text)) found.push(`${label}: ${name}`);
  for (const value of [...Object.values(SECRETS), ...envSecrets])
    if (text.includes(value)) found.push(`${label}: a secret value`);
  for (const part of [
    "db-password-31337",
    "smtp-password-2718",
    "webhook-token-abc",
  ])
    if (text.includes(part)) found.push(`${label}: part of a secret`);
  return found;
}

let store: Store;
let restoreLog: () => void;
beforeAll(async () => {
  restoreLog = setLogSink(() => {});
  store = await memoryStore();
});
afterAll(async () => {
  restoreLog();
  await store?.close();
});

it("finds no secret in any built file", async () => {
  const files = (
    await readdir(CLIENT_DIR, { recursive: true, withFileTypes: true })
  )
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
  expect(files.length).toBeGreaterThan(5);
  const found: string[] = [];
  for (const file of files)
    found.push(...scan(file, (await readFile(file)).toString("latin1")));
  expect(found).toEqual([]);
});

it("finds no secret in what the server sends, started with every secret set", async () => {
  // The store is given, so DATABASE_URL is only held in the config here.
  const { app, assets } = await realSite(store, SECRETS);
  const found: string[] = [];
  const paths = [
    "/",
    "/no-such-page",
    "/admin",
    "/api/admin/session",
    "/healthz",
    ...assets.keys(),
  ];
  for (const path of paths) {
    const response = await app.request(path);
    found.push(...scan(path, await response.text()));
    found.push(
      ...scan(`${path} headers`, JSON.stringify([...response.headers])),
    );
  }
  expect(found).toEqual([]);
  // The scan itself works: a planted secret is found.
  expect(scan("probe", `x${SECRETS.ADMIN_PASSWORD}x`)).not.toEqual([]);
  expect(scan("probe", "-----BEGIN RSA PRIVATE KEY-----")).not.toEqual([]);
});
