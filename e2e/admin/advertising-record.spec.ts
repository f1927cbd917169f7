// The advertising record as the owner hands it over: she publishes twice
// through the content editor, downloads the record's export (a tar), and
// its manifest names one copy of the home page per publish and language,
// each dated, each file the page the public was served; the other public
// pages (the privacy page here) are in it too, at their paths.
import { createHash } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import type { ManifestEntry } from "../../core/api/advertising-record";
import {
  publishFromEditor,
  signInAdmin,
  withAdminServer,
} from "./admin-helpers";
import { expect } from "../fixtures";

const KEY = "e2e-record-key";
const PASSWORD = "e2e record password 7c2m";

const test = withAdminServer(KEY, PASSWORD);
test.skip(({ isMobile }) => isMobile, "the record is the same at any width");

const region = (page: Page, name: string) =>
  page.getByRole("region", { name, exact: true });

/** The files of a tar archive (ustar, names under 100 bytes), by name. */
function untar(archive: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (let at = 0; at + 512 <= archive.length;) {
    const header = archive.subarray(at, at + 512);
    if (header.every((byte) => byte === 0)) break;
    const name = header.subarray(0, 100).toString("utf8").replace(/\0.*$/s, "");
    const size = parseInt(header.subarray(124, 136).toString("utf8"), 8);
    files.set(name, archive.subarray(at + 512, at + 512 + size));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

type Copy = ManifestEntry & { html: Buffer };

/** The record's export, downloaded and read: each manifest entry with its file. */
async function exportedCopies(request: APIRequestContext) {
  const res = await request.get("/api/admin/advertising-record/export");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/x-tar");
  expect(res.headers()["content-disposition"]).toMatch(
    /^attachment; filename="advertising-record-\d{4}-\d\d-\d\d\.tar"/,
  );
  const files = untar(await res.body());
  const manifest = JSON.parse(
    files.get("manifest.json")!.toString("utf8"),
  ) as ManifestEntry[];
  return manifest.map((entry): Copy => ({
    ...entry,
    html: files.get(entry.file)!,
  }));
}

/** Each language's home page, English the default language. */
const HOME = { en: "/", pt: "/pt/" } as const;

/** The copies of `lang`'s home page taken on publishing that show `name`. */
const showing = (copies: Copy[], lang: "en" | "pt", name: string) =>
  copies.filter(
    (copy) =>
      copy.reason === "publish" &&
      copy.lang === lang &&
      copy.path === HOME[lang] &&
      copy.html.toString("utf8").includes(name),
  );

/** Publishes a new name (shared by every language) and waits for its copies. */
async function publishName(page: Page, name: string) {
  await region(page, "Identity")
    .getByRole("textbox", { name: "Name", exact: true })
    .fill(name);
  await expect(
    region(page, "Publishing").getByRole("status").first(),
  ).toHaveText(/^Draft saved at \d\d:\d\d, not published$/, {
    timeout: 15_000,
  });
  await publishFromEditor(page);
  // The record copies a few seconds after the change, once per burst.
  await expect
    .poll(
      async () => {
        const copies = await exportedCopies(page.request);
        return (["en", "pt"] as const).map(
          (lang) => showing(copies, lang, name).length,
        );
      },
      { timeout: 30_000 },
    )
    .toEqual([1, 1]);
}

test("the record's export holds a dated copy of each language's page per publish, with its manifest", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAdmin(page, PASSWORD, "/admin/content");
  await expect(region(page, "Identity")).toBeVisible();
  const names = [`Ana Record ${Date.now()}`, `Ana Record ${Date.now() + 1}`];
  await publishName(page, names[0]!);
  await publishName(page, names[1]!);
  const served = {
    en: await (await page.request.get(HOME.en)).text(),
    pt: await (await page.request.get(HOME.pt)).text(),
  };
  const privacy = { en: "/privacy", pt: "/pt/privacidade" } as const;
  const servedPrivacy = {
    en: await (await page.request.get(privacy.en)).text(),
    pt: await (await page.request.get(privacy.pt)).text(),
  };

  const copies = await exportedCopies(page.request);
  for (const lang of ["en", "pt"] as const) {
    const [first] = showing(copies, lang, names[0]!);
    const [second] = showing(copies, lang, names[1]!);
    // One copy per publish: none other taken on publishing since the first.
    expect(
      copies.filter(
        (copy) =>
          copy.reason === "publish" &&
          copy.lang === lang &&
          copy.path === HOME[lang] &&
          copy.takenAt >= first!.takenAt,
      ),
    ).toEqual([first, second]);
    expect(first!.takenAt < second!.takenAt).toBe(true);
    for (const copy of [first!, second!]) {
      // Dated in the manifest and in its file's name.
      expect(Date.parse(copy.takenAt)).toBeGreaterThan(Date.now() - 120_000);
      expect(copy.path).toBe(HOME[lang]);
      expect(copy.file).toBe(
        `${copy.takenAt.replace(/\.\d+Z$/, "Z").replaceAll(":", "-")}-${lang}-publish.html`,
      );
      expect(createHash("sha256").update(copy.html).digest("hex")).toBe(
        copy.sha256,
      );
      expect(copy.html.toString("utf8")).toContain(
        `<html lang="${lang === "pt" ? "pt-PT" : "en"}"`,
      );
    }
    // The rendered page: the newest copy is what the public is served.
    expect(second!.html.toString("utf8")).toBe(served[lang]);
    // The privacy page's newest copy, under its own path and file name.
    const privacyCopies = copies.filter(
      (copy) => copy.lang === lang && copy.path === privacy[lang],
    );
    expect(privacyCopies.length).toBeGreaterThan(0);
    const newest = privacyCopies.at(-1)!;
    expect(newest.file).toMatch(
      new RegExp(`-${lang}-${privacy[lang].split("/").at(-1)}-\\w+\\.html$`),
    );
    expect(newest.html.toString("utf8")).toBe(servedPrivacy[lang]);
  }
});
