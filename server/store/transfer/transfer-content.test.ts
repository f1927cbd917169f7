import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contentFixture } from "../../../content/content-fixture";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../testing/test-stores";
import { exportStore, importStore, parseExport } from "./transfer";

describe.each(STORE_KINDS)(
  "the site's languages in an export, on %s",
  (kind) => {
    let source: TestStore;
    let target: TestStore;
    beforeAll(async () => {
      [source, target] = await Promise.all([
        openTestStore(kind),
        openTestStore(kind),
      ]);
    });
    afterAll(async () => {
      await source?.destroy();
      await target?.destroy();
    });
    beforeEach(async () => {
      await Promise.all([source.reset(), target.reset()]);
      source.store.changed();
      target.store.changed();
    });

    it("carries the default language and the hidden ones to the restored store", async () => {
      await source.store.content.publish("en", contentFixture);
      await source.store.content.publish("pt", contentFixture);
      await source.store.languages.update({
        defaultLanguage: "pt",
        published: ["pt"],
      });
      const data = parseExport(JSON.stringify(await exportStore(source.store)));
      await importStore(target.store, data);
      target.store.changed();
      expect(await target.store.languages.get()).toEqual({
        defaultLanguage: "pt",
        published: ["pt"],
      });
    });

    it("keeps the store's own setting when it kept its own content", async () => {
      await source.store.content.publish("en", contentFixture);
      await source.store.languages.update({
        defaultLanguage: "en",
        published: ["en"],
      });
      const data = await exportStore(source.store);
      await target.store.content.publish("en", {
        ...contentFixture,
        name: "Someone Else",
      });
      await target.store.content.publish("pt", contentFixture);
      await target.store.languages.update({
        defaultLanguage: "pt",
        published: ["en", "pt"],
      });
      await importStore(target.store, {
        ...data,
        content: {
          ...data.content,
          languages: { default_language: "en", hidden: ["pt"] },
        },
      });
      target.store.changed();
      expect(await target.store.languages.get()).toEqual({
        defaultLanguage: "pt",
        published: ["en", "pt"],
      });
    });
  },
);
