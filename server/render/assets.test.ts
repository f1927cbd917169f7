import { mkdir, mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadAssets, precompressAssets } from "./assets";

describe("client files compressed by the build", () => {
  let dir: string;
  const script = Buffer.from(`console.log("${"a long line ".repeat(100)}");`);
  const file = () => join(dir, "assets", "main-abc.js");

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "assets-"));
    await mkdir(join(dir, "assets"));
    await writeFile(file(), script);
    await writeFile(join(dir, "favicon.png"), Buffer.alloc(2_000));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("writes each compressible file's encodings beside it, which decode to it", async () => {
    await precompressAssets(dir);
    const asset = (await loadAssets(dir)).get("/assets/main-abc.js")!;
    expect(brotliDecompressSync(asset.br!)).toEqual(script);
    expect(gunzipSync(asset.gzip!)).toEqual(script);
  });

  it("serves the build's encodings instead of compressing again at start", async () => {
    await precompressAssets(dir);
    // Stand-ins the server could only have read from disk.
    await writeFile(`${file()}.br`, "stored br");
    await writeFile(`${file()}.gz`, "stored gzip");
    const asset = (await loadAssets(dir)).get("/assets/main-abc.js")!;
    expect(asset.br!.toString()).toBe("stored br");
    expect(asset.gzip!.toString()).toBe("stored gzip");
  });

  it("compresses a file itself when the file changed after its encodings", async () => {
    await precompressAssets(dir);
    const past = Date.now() / 1000 - 60;
    await utimes(`${file()}.br`, past, past);
    await utimes(`${file()}.gz`, past, past);
    const asset = (await loadAssets(dir)).get("/assets/main-abc.js")!;
    expect(brotliDecompressSync(asset.br!)).toEqual(script);
  });

  it("never serves the encodings as files of their own", async () => {
    await precompressAssets(dir);
    const assets = await loadAssets(dir);
    expect([...assets.keys()].sort()).toEqual([
      "/assets/main-abc.js",
      "/favicon.png",
    ]);
    expect(assets.get("/favicon.png")!.br).toBeUndefined();
  });
});

describe("the build's files drawn or written from the seed", () => {
  it("are not kept: the server answers those paths from the published content", async () => {
    const dir = await mkdtemp(join(tmpdir(), "assets-"));
    try {
      await mkdir(join(dir, "pt", "cv"), { recursive: true });
      await mkdir(join(dir, "cv"));
      for (const name of [
        "og-image.png",
        "pt/og-image.png",
        "pt/index.html",
        "cv/Marta_Sousa_CV.html",
        "pt/cv/Marta_Sousa_CV_PT.html",
        "favicon-32.png",
        "robots.txt",
      ])
        await writeFile(join(dir, name), Buffer.alloc(600));
      await writeFile(join(dir, "kept.png"), Buffer.alloc(600));
      expect([...(await loadAssets(dir)).keys()]).toEqual(["/kept.png"]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
