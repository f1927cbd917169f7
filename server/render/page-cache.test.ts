// The page cache's CVs: built once per published content, shared by
// concurrent requests, kept when only the approved testimonials change
// (the store's change event fires then too), built again after a publish.
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedContent } from "../store/repos/content/seed-content";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../testing/test-stores";
import type { PageCache } from "./page-cache";
import { testPageCache } from "../testing/test-page-cache";

describe.each(STORE_KINDS)("the CVs of the page cache on %s", (kind) => {
  let t: TestStore;
  let pages: PageCache;

  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    await t.reset();
    t.store.changed();
    await seedContent(t.store);
    pages = testPageCache(t);
  });

  it("builds each once for concurrent requests, and keeps it through an approval", async () => {
    const [first, ...others] = await Promise.all(
      Array.from({ length: 20 }, () => pages.cv("pt", "pdf")),
    );
    for (const other of others) expect(other.file).toBe(first!.file);
    expect(first!.fileName).toMatch(/_CV_PT\.pdf$/);

    const [row] = await t.store.db.query<{ id: string }>(
      `INSERT INTO testimonials (name, comment, consent_text, consent_version)
       VALUES ('Ana', 'Clear advice.', 'I agree', 1) RETURNING id`,
    );
    expect(await t.store.testimonials.setStatus(row!.id, "approved")).toBe(
      true,
    );
    expect((await pages.cv("pt", "pdf")).file).toBe(first!.file);
  });

  it("builds the CV again after a publish, with the new content", async () => {
    const before = await pages.cv("en", "html");
    const { profile } = await t.store.content.published("en");
    await t.store.content.publish("en", { ...profile, name: "Ana Lima" });
    const after = await pages.cv("en", "html");
    expect(after.file).not.toBe(before.file);
    expect(after.fileName).toBe("Ana_Lima_CV.html");
    expect(after.file.body.toString()).toContain("<h1>Ana Lima</h1>");
    const pdf = await pages.cv("en", "pdf");
    expect(pdf.fileName).toBe("Ana_Lima_CV.pdf");
    if (process.env.CI || hasPdftotext())
      expect(
        execFileSync("pdftotext", ["-", "-"], {
          input: pdf.file.body,
        }).toString(),
      ).toContain("Ana Lima");
  });
});

function hasPdftotext() {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
