// Test support: content worth backing up — three revisions (the second one
// live, with a portrait), notes, a draft — and the portrait's files.
import type { Store } from "../store/open-store";
import { contentFixture } from "../../content/content-fixture";

const SAMPLE_PORTRAIT_ID = "c0ffee".repeat(6);
export const SAMPLE_PORTRAIT_FILES = [320, 400].map(
  (width) => `${SAMPLE_PORTRAIT_ID}-${width}.webp`,
);

/**
 * A WebP file's first bytes (what restores check a .webp file holds), then
 * every byte value, so nothing on the way treats the files as text.
 */
export const samplePortraitBytes = (name: string) =>
  Uint8Array.from([
    ...Buffer.from("RIFF\0\0\0\0WEBP", "latin1"),
    ...Array.from({ length: 500 }, (_, i) => (i * name.length + i) % 256),
  ]);

const named = (name: string) => ({ ...contentFixture, name });

export async function writeSampleContent(
  store: Pick<Store, "content" | "portraits">,
) {
  await store.portraits.put(
    SAMPLE_PORTRAIT_FILES.map((name) => ({
      name,
      bytes: samplePortraitBytes(name),
    })),
  );
  await store.content.publish("en", named("Ana Lima"), "First");
  await store.content.publish(
    "en",
    {
      ...named("Ana Lima Costa"),
      portrait: {
        id: SAMPLE_PORTRAIT_ID,
        alt: "Ana at her desk",
        width: 400,
        height: 500,
        widths: [320, 400],
      },
    },
    "Married name",
  );
  await store.content.saveVersion(
    "en",
    named("A. L. Costa"),
    "Shorter, not live",
  );
  await store.content.saveDraft("en", { name: "Half-typ" });
}
