import { z } from "zod";

const intIn = (min: number, max: number, error: string) =>
  z.coerce
    .number({ error })
    .int({ error })
    .min(min, { error })
    .max(max, { error });
const port = intIn(0, 65535, "must be a port number from 0 to 65535");
const positiveInt = intIn(
  1,
  1_000_000,
  "must be a whole number from 1 to 1000000",
);
const nonNegativeInt = (max: number) =>
  intIn(0, max, `must be a whole number from 0 to ${max}`);

const schema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  BACKUP_DIR: z.string().min(1).default("./backups"),
  DIST_DIR: z.string().min(1).default("./dist"),
  DATABASE_URL: z
    .url({
      protocol: /^postgres(ql)?$/,
      error: "must be a postgres:// or postgresql:// URL",
    })
    .optional(),
  PUBLIC_API_KEY: z.string().min(1).default("public-anon-key"),
  // How many proxies in front of the server append to X-Forwarded-For.
  TRUST_PROXY: intIn(
    0,
    10,
    "must be 0 (no proxy) or the number of trusted proxies in front of the server, up to 10",
  ).default(0),
  SITE_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .optional(),
  SUBMIT_LIMIT_PER_HOUR: positiveInt.default(5),
  ENQUIRY_LIMIT_PER_HOUR: positiveInt.default(5),
  LIST_DEFAULT_LIMIT: positiveInt.default(50),
  LIST_MAX_LIMIT: positiveInt.default(100),
  ADMIN_PASSWORD: z
    .string()
    .min(12, {
      error: "must be at least 12 characters (or unset to disable the admin)",
    })
    .optional(),
  NOTIFY_WEBHOOK_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .optional(),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })
    .optional(),
  NOTIFY_EMAIL: z.email({ error: "must be an e-mail address" }).optional(),
  // PostgreSQL only (DATABASE_URL): see docs/deploying.md.
  DB_POOL_MAX: intIn(1, 1000, "must be a whole number from 1 to 1000").default(
    10,
  ),
  DB_STATEMENT_TIMEOUT_MS: nonNegativeInt(3_600_000).default(10_000),
  DB_CONNECT_TIMEOUT_MS: intIn(
    100,
    600_000,
    "must be a whole number from 100 to 600000",
  ).default(5_000),
  DB_RETRIES: nonNegativeInt(10).default(2),
  // Build-time API origin of a front end served elsewhere; the CSP lets the page call it.
  VITE_BACKEND_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .optional(),
  MAX_CONNECTIONS: positiveInt.default(1000),
  MAX_CONNECTIONS_PER_ADDRESS: nonNegativeInt(100_000).default(100),
  HEADERS_TIMEOUT_MS: positiveInt.default(10_000),
  REQUEST_TIMEOUT_MS: positiveInt.default(30_000),
  KEEP_ALIVE_TIMEOUT_MS: positiveInt.default(5_000),
  // docs/decisions/048-insights-counting.md; off: nothing is counted.
  INSIGHTS: z
    .enum(["on", "off"], { error: 'must be "on" or "off"' })
    .default("on"),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** Where `npm run backup` writes when given no file or --dir. */
  backupDir: string;
  distDir: string;
  databaseUrl: string | undefined;
  publicApiKey: string;
  /** Behind a trusted proxy (TRUST_PROXY > 0): X-Forwarded-* headers are believed. */
  trustProxy: boolean;
  /** Trusted proxies in front of the server; the client is that many X-Forwarded-For entries from the right. */
  proxyHops: number;
  siteUrl: string | undefined;
  submitLimitPerHour: number;
  /** Enquiries one client may send per hour (counted apart from testimonials). */
  enquiryLimitPerHour: number;
  listDefaultLimit: number;
  listMaxLimit: number;
  /** Unset: the admin is disabled. */
  adminPassword: string | undefined;
  notifyWebhookUrl: string | undefined;
  smtpUrl: string | undefined;
  notifyEmail: string | undefined;
  /** PostgreSQL connection settings (unused with PGlite). */
  db: {
    poolMax: number;
    /** 0: no limit. */
    statementTimeoutMs: number;
    connectTimeoutMs: number;
    /** Retries after a transient connection error. */
    retries: number;
  };
  /** Origins besides our own that the page may call (CSP connect-src). */
  connectOrigins: string[];
  /** Open connections at most; more are refused (server.maxConnections). */
  maxConnections: number;
  /** Open connections one client address may hold (not the proxy's under TRUST_PROXY); 0: no cap. */
  maxConnectionsPerAddress: number;
  /** Slow clients: all headers within this time, the whole request within requestTimeoutMs. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** Insights counting (INSIGHTS=on, the default); off: no view, visitor, download or event is counted. */
  insights: boolean;
};

export class ConfigError extends Error {}

const SECRET_VARIABLES = new Set([
  "ADMIN_PASSWORD",
  "SMTP_URL",
  "NOTIFY_WEBHOOK_URL",
  "DATABASE_URL",
]);

/** Reads the environment once; a wrong value throws one line naming the variable. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
): Config {
  // An empty variable means "not set", as in most .env tooling.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== ""),
  );
  const result = schema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0]);
    // Secrets (and URLs that may carry a password) are never echoed.
    const got = SECRET_VARIABLES.has(name)
      ? ""
      : ` (got ${JSON.stringify(env[name])})`;
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue.message}${got}`,
    );
  }
  const c = result.data;
  if (c.LIST_DEFAULT_LIMIT > c.LIST_MAX_LIMIT) {
    throw new ConfigError(
      `Invalid configuration: LIST_DEFAULT_LIMIT must not exceed LIST_MAX_LIMIT (${c.LIST_MAX_LIMIT})`,
    );
  }
  if (c.HEADERS_TIMEOUT_MS > c.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      `Invalid configuration: HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS (${c.REQUEST_TIMEOUT_MS})`,
    );
  }
  if ((c.SMTP_URL === undefined) !== (c.NOTIFY_EMAIL === undefined)) {
    throw new ConfigError(
      "Invalid configuration: SMTP_URL and NOTIFY_EMAIL must be set together (e-mail notifications need both)",
    );
  }
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: c.DATA_DIR,
    backupDir: c.BACKUP_DIR,
    distDir: c.DIST_DIR,
    databaseUrl: c.DATABASE_URL,
    publicApiKey: c.PUBLIC_API_KEY,
    trustProxy: c.TRUST_PROXY > 0,
    proxyHops: c.TRUST_PROXY,
    siteUrl: c.SITE_URL,
    submitLimitPerHour: c.SUBMIT_LIMIT_PER_HOUR,
    enquiryLimitPerHour: c.ENQUIRY_LIMIT_PER_HOUR,
    listDefaultLimit: c.LIST_DEFAULT_LIMIT,
    listMaxLimit: c.LIST_MAX_LIMIT,
    adminPassword: c.ADMIN_PASSWORD,
    notifyWebhookUrl: c.NOTIFY_WEBHOOK_URL,
    smtpUrl: c.SMTP_URL,
    notifyEmail: c.NOTIFY_EMAIL,
    db: {
      poolMax: c.DB_POOL_MAX,
      statementTimeoutMs: c.DB_STATEMENT_TIMEOUT_MS,
      connectTimeoutMs: c.DB_CONNECT_TIMEOUT_MS,
      retries: c.DB_RETRIES,
    },
    connectOrigins: c.VITE_BACKEND_URL
      ? [new URL(c.VITE_BACKEND_URL).origin]
      : [],
    maxConnections: c.MAX_CONNECTIONS,
    maxConnectionsPerAddress: c.MAX_CONNECTIONS_PER_ADDRESS,
    headersTimeoutMs: c.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: c.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: c.KEEP_ALIVE_TIMEOUT_MS,
    insights: c.INSIGHTS === "on",
  };
}
