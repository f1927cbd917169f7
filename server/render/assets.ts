import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { robotsTxt, sitemapXml } from "./seo-files";

export interface Encoded {
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  type: string;
  etag: string;
  /** HTML only: CSP sources for its inline styles (server/http/security-headers.ts). */
  inlineStyles?: readonly string[];
}

export interface Asset extends Encoded {
  /** Content-hashed file under /assets/: cacheable for a year. */
  immutable: boolean;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

// Pages are rendered by the server; their build files are templates, not assets.
// The admin's page is served only at /admin (server/routes/admin-page.ts).
const NOT_SERVED = new Set([
  "/index.html",
  "/template.html",
  "/404.html",
  "/admin.html",
]);

// The built files and the rendered pages are compressed once (at start, or
// when the approved testimonials change), as small as can be. A body made
// for a request whose query the client chooses (a list answer) gets a fast
// level: brotli's best took about 340 ms on a 220 KB list answer, its level 5
// under 10 ms for a third more bytes.
const LEVELS = {
  best: { gzip: 9, brotli: constants.BROTLI_MAX_QUALITY },
  fast: { gzip: 5, brotli: 5 },
};

/** Encodes a response body once, with its precompressed forms and an ETag. */
export function encode(
  body: Buffer,
  type: string,
  level: keyof typeof LEVELS = "fast",
): Encoded {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  if (!COMPRESSIBLE.test(type) || body.length < 512)
    return { body, type, etag };
  return {
    body,
    type,
    etag,
    gzip: gzipSync(body, { level: LEVELS[level].gzip }),
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: LEVELS[level].brotli,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Loads every built client file into memory, keyed by URL path. Only these
 * keys are ever served, so no request path can reach another file on disk.
 */
export async function loadAssets(
  clientDir: string,
  siteUrl?: string,
): Promise<Map<string, Asset>> {
  const assets = new Map<string, Asset>();
  for (const file of await listFiles(clientDir)) {
    const urlPath = "/" + relative(clientDir, file).split(sep).join("/");
    if (NOT_SERVED.has(urlPath)) continue;
    const type = TYPES[extname(file)] ?? "application/octet-stream";
    assets.set(urlPath, {
      ...encode(await readFile(file), type, "best"),
      immutable: urlPath.startsWith("/assets/"),
    });
  }
  // The build wrote these two with the profile's website; SITE_URL wins.
  if (siteUrl) {
    const text = (body: string, type: string) => ({
      ...encode(Buffer.from(body), type, "best"),
      immutable: false,
    });
    assets.set("/robots.txt", text(robotsTxt(siteUrl), TYPES[".txt"]!));
    assets.set(
      "/sitemap.xml",
      text(sitemapXml(siteUrl, new Date()), TYPES[".xml"]!),
    );
  }
  return assets;
}
