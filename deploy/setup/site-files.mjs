// @ts-check
// What `npm run setup` writes: the environment file, Caddy's site file and the
// systemd units, as text. Pure functions of the answers and of the files
// already there, so a second run computes the same bytes.
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** Where the shipped example units assume the site lives. */
const SHIPPED_INSTALL_DIR = "/srv/portfolio";
const SHIPPED_NODE = "/usr/bin/node";

export const PATHS = {
  envFile: "/etc/portfolio/portfolio.env",
  envDir: "/etc/portfolio",
  caddyfile: "/etc/caddy/Caddyfile",
  backupDir: "/var/backups/portfolio",
  unitDir: "/etc/systemd/system",
};

/** The keys setup owns in the environment file; any other line is the owner's and kept. */
const OWNED_KEYS = [
  "HOST",
  "PORT",
  "TRUST_PROXY",
  "SITE_URL",
  "PUBLIC_API_KEY",
  "ADMIN_PASSWORD",
  "DATA_DIR",
];

/** Keys whose values a plan never prints. */
export const SECRET_KEYS = new Set(["ADMIN_PASSWORD"]);

/** The server's address behind the proxy. */
const UPSTREAM = { host: "127.0.0.1", port: 3000 };

/**
 * A value as systemd's EnvironmentFile reads it: bare when safe, else in
 * double quotes with the characters systemd unescapes there escaped.
 * @param {string} value
 */
const quoteEnv = (value) =>
  /^[\w@%+=:,./-]*$/.test(value)
    ? value
    : `"${value.replace(/[\\"$`]/g, (c) => `\\${c}`)}"`;

/**
 * Reads KEY=value lines as systemd does for the quoting quoteEnv writes.
 * @param {string} text
 * @returns {Record<string, string>}
 */
export function parseEnvFile(text) {
  /** @type {Record<string, string>} */
  const values = {};
  for (const line of text.split("\n")) {
    const pair = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (!pair) continue;
    const raw = (pair[2] ?? "").trim();
    values[pair[1] ?? ""] = /^".*"$/.test(raw)
      ? raw.slice(1, -1).replace(/\\(.)/g, "$1")
      : /^'.*'$/.test(raw)
        ? raw.slice(1, -1)
        : raw;
  }
  return values;
}

/**
 * The environment file: setup's keys set to the answers, in place where they
 * were, added at the end where they were not; the owner's other lines kept.
 * @param {{domain: string, publicKey: string, password: string, installDir: string}} answers
 * @param {string | undefined} existing
 */
export function envFile({ domain, publicKey, password, installDir }, existing) {
  /** @type {Record<string, string>} */
  const wanted = {
    HOST: UPSTREAM.host,
    PORT: String(UPSTREAM.port),
    TRUST_PROXY: "1",
    SITE_URL: `https://${domain}`,
    PUBLIC_API_KEY: publicKey,
    ADMIN_PASSWORD: password,
    DATA_DIR: join(installDir, "data"),
  };
  const lines = (
    existing ??
    "# The site's settings (docs/deploying.md, Environment). npm run setup\n" +
      "# keeps the values of its own keys; lines you add are left alone.\n"
  )
    .replace(/\n$/, "")
    .split("\n");
  const seen = new Set();
  const out = lines.map((line) => {
    const key = /^\s*([A-Za-z_][A-Za-z0-9_]*)=/.exec(line)?.[1];
    if (!key || !OWNED_KEYS.includes(key) || seen.has(key)) return line;
    seen.add(key);
    return `${key}=${quoteEnv(wanted[key] ?? "")}`;
  });
  for (const key of OWNED_KEYS)
    if (!seen.has(key)) out.push(`${key}=${quoteEnv(wanted[key] ?? "")}`);
  return `${out.join("\n")}\n`;
}

/**
 * @typedef {object} CaddyOptions
 * @property {string} domain
 * @property {string} email
 * @property {number} [upstreamPort]
 * @property {{http: number, https: number}} [ports] Other ports than 80 and 443 (tests).
 * @property {boolean} [internalTls] A certificate from Caddy's own authority (tests).
 * @property {string} [storage] Where Caddy keeps certificates (tests).
 * @property {string[]} [bind] Addresses to listen on (tests).
 */

/**
 * Caddy's site file: HTTPS with a certificate Caddy obtains and renews,
 * HTTP redirected, each call's body limit a little above the server's own,
 * the forwarded headers the server trusts with TRUST_PROXY=1, no access log.
 * @param {CaddyOptions} options
 */
export function caddyfile({
  domain,
  email,
  upstreamPort = UPSTREAM.port,
  ports,
  internalTls,
  storage,
  bind,
}) {
  const upstream = `${UPSTREAM.host}:${upstreamPort}`;
  const global = [
    `email ${email}`,
    ...(ports ? [`http_port ${ports.http}`, `https_port ${ports.https}`] : []),
    ...(internalTls ? ["admin off", "skip_install_trust"] : []),
    ...(storage ? [`storage file_system ${storage}`] : []),
  ];
  const site = [
    ...(bind ? [`bind ${bind.join(" ")}`] : []),
    ...(internalTls ? ["tls internal"] : []),
  ];
  return `# The site behind Caddy, written by \`npm run setup\` (docs/deploying.md).
# A second run of the setup puts back what it wrote here: change the setup,
# or use the nginx recipe for a proxy of your own.
{
${global.map((line) => `\t${line}\n`).join("")}}

${domain} {
${site.map((line) => `\t${line}\n`).join("")}\t# Caddy obtains and renews the certificate and redirects HTTP to HTTPS.
\t# It writes no access log: nothing here records a visitor's address.
\t# reverse_proxy sends X-Forwarded-For (the client's address, which keys
\t# the server's rate limits) and X-Forwarded-Proto (which marks the admin
\t# cookie Secure); the server believes them with TRUST_PROXY=1.

\t# Each body limit is a little above the server's own for that call, so a
\t# body just over it gets the server's JSON answer.
\t# The portrait upload: the server takes 15 MiB and gives its work 60 s.
\t# Caddy holds the whole photo before passing it on, so a slow phone
\t# never keeps the server's upload slot busy.
\thandle /api/admin/portrait {
\t\trequest_body {
\t\t\tmax_size 16MiB
\t\t}
\t\treverse_proxy ${upstream} {
\t\t\tbuffer_requests
\t\t\ttransport http {
\t\t\t\tresponse_header_timeout 90s
\t\t\t}
\t\t}
\t}

\t# The enquiry call: the server takes 57 KB as a plain form post.
\thandle /api/enquiry {
\t\trequest_body {
\t\t\tmax_size 64KiB
\t\t}
\t\treverse_proxy ${upstream}
\t}

\t# The owner's content calls: the server takes 260 KiB.
\thandle /api/admin/content/* {
\t\trequest_body {
\t\t\tmax_size 512KiB
\t\t}
\t\treverse_proxy ${upstream}
\t}

\t# Everything else takes 16 KiB at the server (the submit call, sign-in,
\t# moderation).
\thandle {
\t\trequest_body {
\t\t\tmax_size 32KiB
\t\t}
\t\treverse_proxy ${upstream}
\t}
}
`;
}

/**
 * Reads the e-mail address a site file written by caddyfile() holds.
 * @param {string} text
 */
export const caddyfileEmail = (text) =>
  /^\s*email\s+(\S+)\s*$/m.exec(text)?.[1];

/** The three units setup installs, from the shipped examples in deploy/. */
export const UNIT_NAMES = [
  "portfolio.service",
  "portfolio-backup.service",
  "portfolio-backup.timer",
];

/**
 * A shipped unit with the install folder and Node's path of this machine.
 * @param {string} name
 * @param {{sourceDir: string, installDir: string, nodePath: string}} where
 */
export function unitFile(name, { sourceDir, installDir, nodePath }) {
  return readFileSync(join(sourceDir, "deploy", name), "utf8")
    .replaceAll(SHIPPED_INSTALL_DIR, installDir)
    .replaceAll(SHIPPED_NODE, nodePath);
}
