// A backup's portrait files, checked whole before any is written: each
// must be the image its name says (a crafted file's page and script are
// refused), the content type the file gives is never taken, and the files
// derived from a real photo restore in every format.
import { describe, expect, it } from "vitest";
import { contentFixture } from "../../../content/content-fixture";
import { derivePortrait } from "../../images/portrait/derive-portrait";
import {
  HOSTILE_PAGE,
  HOSTILE_SCRIPT,
  hostilePortraits,
} from "../../testing/hostile-portraits";
import { jpegWithGps } from "../../testing/portrait-images";
import {
  SAMPLE_PORTRAIT_FILES,
  writeSampleContent,
} from "../../testing/sample-content";
import {
  insertPending,
  validSubmission,
} from "../../testing/sample-submission";
import { sourceAndTarget } from "../../testing/store-pair";
import { STORE_KINDS, type TestStore } from "../../testing/test-stores";
import { parseExport } from "./transfer";
import { exportStore, importStore } from "../../testing/whole-export";
import type { PortraitExport } from "./transfer-portraits";

describe.each(STORE_KINDS)("portrait files of a backup on %s", (kind) => {
  const stores = sourceAndTarget(kind);

  const valid = () => validSubmission();
  const writeContent = (t: TestStore) => writeSampleContent(t.store);
  const nothingRestored = async () => {
    expect(await stores.target.store.content.revisions("en")).toEqual([]);
    expect(
      await stores.target.store.db.query("SELECT id FROM testimonials"),
    ).toEqual([]);
    for (const name of [...SAMPLE_PORTRAIT_FILES, HOSTILE_PAGE, HOSTILE_SCRIPT])
      expect(await stores.target.store.portraits.get(name), name).toBeNull();
  };

  it("refuses a file whose portrait files are not the images their names say (a page and its script), and loads nothing of it", async () => {
    await writeContent(stores.source);
    await insertPending(stores.source.store.db, valid(), null);
    const data = await exportStore(stores.source.store);
    const [page, script] = hostilePortraits();
    const hostile = (portraits: PortraitExport[]) =>
      parseExport(JSON.stringify({ ...data, portraits }));

    await expect(
      importStore(
        stores.target.store,
        hostile([...data.portraits, page!, script!]),
      ),
    ).rejects.toThrow(/^portraits\[2\]: bytes are not a JPEG image$/);
    await nothingRestored();
    await expect(
      importStore(stores.target.store, hostile([script!, ...data.portraits])),
    ).rejects.toThrow(/^portraits\[0\]: bytes are not a WebP image$/);
    await nothingRestored();
    // An image of another kind than its name says is refused too.
    const jpegNamedWebp = {
      name: SAMPLE_PORTRAIT_FILES[0]!,
      contentType: "image/webp",
      bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]).toString("base64"),
    };
    await expect(
      importStore(stores.target.store, hostile([jpegNamedWebp])),
    ).rejects.toThrow(/^portraits\[0\]: bytes are not a WebP image$/);
    await nothingRestored();
  });

  it("restores the files derived from a real photo, in every format", async () => {
    const derived = await derivePortrait(await jpegWithGps(), {
      kind: "centre",
    });
    if (!derived.ok) throw new Error(derived.error);
    await stores.source.store.portraits.put(derived.files);
    const { id, width, height, widths } = derived;
    await stores.source.store.content.publish("en", {
      ...contentFixture,
      portrait: { id, alt: "Ana at her desk", width, height, widths },
    });
    const data = await exportStore(stores.source.store);
    expect(data.portraits).toHaveLength(derived.files.length);
    expect(await importStore(stores.target.store, data)).toMatchObject({
      portraits: derived.files.length,
    });
  });

  it("ignores the content type a file gives a portrait, and writes the one its name says", async () => {
    await writeContent(stores.source);
    const data = await exportStore(stores.source.store);
    expect(data.portraits.map((file) => file.contentType)).toEqual(
      SAMPLE_PORTRAIT_FILES.map(() => "image/webp"),
    );
    const claimed = data.portraits.map((file) => ({
      ...file,
      contentType: "text/html",
    }));
    await importStore(stores.target.store, { ...data, portraits: claimed });
    expect(
      (await exportStore(stores.target.store)).portraits.map(
        (file) => file.contentType,
      ),
    ).toEqual(SAMPLE_PORTRAIT_FILES.map(() => "image/webp"));
  });
});
