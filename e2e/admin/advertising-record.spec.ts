// The advertising record as the owner hands it over: she publishes twice
// through the content editor, downloads the record's export (a tar), and
// its manifest names one copy per publish and language, each dated, each
// file the page the public was served.
import { createHash } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import type {
  AdvertisingRecordList,
  ManifestEntry,
} from "../../core/api/advertising-record";
import { signInAdmin, withAdminServer } from "./admin-helpers";
import { expect } from "../fixtures";

const KEY = "e2e-record-key";
const PASSWORD = "e2e record password 7c2m";

const test = withAdminServer(KEY, PASSWORD);

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

const publishCopies = async (request: APIRequestContext) => {
  const res = await request.get("/api/admin/advertising-record");
  expect(res.status()).toBe(200);
  const { copies } = (await res.json()) as AdvertisingRecordList;
  return copies.filter((copy) => copy.reason === "publish");
};

/** Publishes a new name (shared by every language) and waits for its copies. */
async function publishName(page: Page, name: string, copiesBefore: number) {
  await region(page, "Identity")
    .getByRole("textbox", { name: "Name", exact: true })
    .fill(name);
  const bar = region(page, "Publishing");
  const state = bar.getByRole("status").first();
  await expect(state).toHaveText(/^Draft saved at \d\d:\d\d, not published$/, {
    timeout: 15_000,
  });
  await bar.getByRole("button", { name: "Publish", exact: true }).click();
  // While fields still hold the sample's content, publishing asks first.
  const anyway = page.getByRole("button", { name: "Publish anyway" });
  await expect(anyway.or(state.getByText(/^Published at/))).toBeVisible();
  if (await anyway.isVisible()) await anyway.click();
  await expect(state).toHaveText(/^Published at \d\d:\d\d$/, {
    timeout: 15_000,
  });
  // The record copies a few seconds after the change, once per burst.
  await expect
    .poll(async () => (await publishCopies(page.request)).length, {
      timeout: 30_000,
    })
    .toBe(copiesBefore + 2);
}

test("the record's export holds a dated copy of each language's page per publish, with its manifest", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAdmin(page, PASSWORD, "/admin/content");
  await expect(region(page, "Identity")).toBeVisible();
  const started = new Date().toISOString();
  const before = (await publishCopies(page.request)).length;
  const names = [`Ana Record ${Date.now()}`, `Ana Record ${Date.now() + 1}`];
  await publishName(page, names[0]!, before);
  await publishName(page, names[1]!, before + 2);
  const served = {
    en: await (await page.request.get("/")).text(),
    pt: await (await page.request.get("/pt/")).text(),
  };

  const res = await page.request.get("/api/admin/advertising-record/export");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/x-tar");
  expect(res.headers()["content-disposition"]).toMatch(
    /^attachment; filename="advertising-record-\d{4}-\d\d-\d\d\.tar"/,
  );
  const files = untar(await res.body());
  const manifest = JSON.parse(
    files.get("manifest.json")!.toString("utf8"),
  ) as ManifestEntry[];

  const published = manifest.filter(
    (entry) => entry.reason === "publish" && entry.takenAt >= started,
  );
  // One copy per publish and language, in order, each dated in its name.
  expect(published).toHaveLength(4);
  for (const lang of ["en", "pt"] as const) {
    const copies = published.filter((entry) => entry.lang === lang);
    expect(copies).toHaveLength(2);
    expect(copies[0]!.takenAt < copies[1]!.takenAt).toBe(true);
    for (const [i, entry] of copies.entries()) {
      expect(entry.path).toBe("/");
      expect(entry.file).toBe(
        `${entry.takenAt.replace(/\.\d+Z$/, "Z").replaceAll(":", "-")}-${lang}-publish.html`,
      );
      const html = files.get(entry.file)!;
      expect(createHash("sha256").update(html).digest("hex")).toBe(
        entry.sha256,
      );
      // The rendered page: its language, and the name as it was published.
      const text = html.toString("utf8");
      expect(text).toContain(`<html lang="${lang === "pt" ? "pt-PT" : "en"}"`);
      expect(text).toContain(names[i]!);
      if (i === 1) expect(text).toBe(served[lang]);
      else expect(text).not.toContain(names[1]!);
    }
  }
});
