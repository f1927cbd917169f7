import type { InlineSources } from "../http/security-headers";
import { createHash } from "node:crypto";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { PRIVACY_SLUGS } from "../../core/content/privacy-page";
import { SITE_LANGUAGES } from "../../core/site-languages";
import { SITE_IMAGE_TYPES } from "../images/site/site-images";
import { CONTENT_FILES } from "./content-files";

export interface Encoded {
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  type: string;
  etag: string;
  /** HTML only: CSP sources for its inline scripts and styles (server/http/security-headers.ts). */
  inlineSources?: InlineSources;
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
// The admin's page is served only at /admin (server/routes/admin/admin-page.ts).
// The files rendered from the content are the page cache's: the build's
// copies hold the seed, for static hosts.
const NOT_SERVED = new Set<string>([
  "/index.html",
  "/template.html",
  "/404.html",
  "/admin.html",
  ...CONTENT_FILES,
  // Drawn from the published content at run time (server/routes/site-images.ts).
  ...Object.keys(SITE_IMAGE_TYPES),
  ...SITE_LANGUAGES.map((lang) => `/${lang}/og-image.png`),
  // A language's prerendered pages, for static hosts (build/prerender-site.ts).
  ...SITE_LANGUAGES.flatMap((lang) => [
    `/${lang}/index.html`,
    `/${PRIVACY_SLUGS[lang]}.html`,
    `/${lang}/${PRIVACY_SLUGS[lang]}.html`,
  ]),
]);

// The seed's CVs, for static hosts: the server answers the published ones.
const PRERENDERED_CV = /^\/([a-z]{2}\/)?cv\//;

// The built files and the rendered pages are compressed once (by the build,
// or when the approved testimonials change), as small as can be. A body made
// for a request whose query the client chooses (a list answer) gets a fast
// level: brotli's best took about 340 ms on a 220 KB list answer, its level 5
// under 10 ms for a third more bytes.
const LEVELS = {
  best: { gzip: 9, brotli: constants.BROTLI_MAX_QUALITY },
  fast: { gzip: 5, brotli: 5 },
};

const etagOf = (body: Buffer) =>
  `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

/** Encodes a response body once, with its precompressed forms and an ETag. */
export function encode(
  body: Buffer,
  type: string,
  level: keyof typeof LEVELS = "fast",
): Encoded {
  const etag = etagOf(body);
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

// The build's encodings of a client file, written beside it.
const STORED = { br: ".br", gzip: ".gz" } as const;
const isStored = (file: string) =>
  Object.values(STORED).some((suffix) => file.endsWith(suffix));

/** The client files served, with their URL paths and types. */
async function servedFiles(
  clientDir: string,
): Promise<{ file: string; urlPath: string; type: string }[]> {
  const entries = await readdir(clientDir, {
    withFileTypes: true,
    recursive: true,
  });
  return entries
    .filter((entry) => entry.isFile() && !isStored(entry.name))
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      const urlPath = "/" + relative(clientDir, file).split(sep).join("/");
      const type = TYPES[extname(file)] ?? "application/octet-stream";
      return { file, urlPath, type };
    })
    .filter(
      ({ urlPath }) =>
        !NOT_SERVED.has(urlPath) && !PRERENDERED_CV.test(urlPath),
    );
}

/**
 * Build step: writes the best encodings of every compressible client file
 * beside it (`x.js.br`, `x.js.gz`), so the server's start reads them instead
 * of spending most of a second on brotli's best level.
 */
export async function precompressAssets(clientDir: string): Promise<void> {
  for (const { file, type } of await servedFiles(clientDir)) {
    const { br, gzip } = encode(await readFile(file), type, "best");
    if (br && gzip)
      await Promise.all([
        writeFile(file + STORED.br, br),
        writeFile(file + STORED.gzip, gzip),
      ]);
  }
}

/** A client file at the best level: the build's encodings when they are newer than it. */
async function encodeFile(file: string, type: string): Promise<Encoded> {
  const body = await readFile(file);
  const changedAt = (path: string) =>
    stat(path).then(
      (info) => info.mtimeMs,
      () => -1,
    );
  const [fileAt, brAt, gzipAt] = await Promise.all([
    changedAt(file),
    changedAt(file + STORED.br),
    changedAt(file + STORED.gzip),
  ]);
  if (Math.min(brAt, gzipAt) < fileAt) return encode(body, type, "best");
  return {
    body,
    type,
    etag: etagOf(body),
    br: await readFile(file + STORED.br),
    gzip: await readFile(file + STORED.gzip),
  };
}

/**
 * Loads every built client file into memory, keyed by URL path. Only these
 * keys are ever served, so no request path can reach another file on disk.
 */
export async function loadAssets(
  clientDir: string,
): Promise<Map<string, Asset>> {
  const assets = new Map<string, Asset>();
  for (const { file, urlPath, type } of await servedFiles(clientDir))
    assets.set(urlPath, {
      ...(await encodeFile(file, type)),
      immutable: urlPath.startsWith("/assets/"),
    });
  return assets;
}
