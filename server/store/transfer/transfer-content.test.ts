import { describe, expect, it } from "vitest";
import { contentFixture } from "../../../content/content-fixture";
import { sourceAndTarget } from "../../testing/store-pair";
import { STORE_KINDS } from "../../testing/test-stores";
import { parseExport } from "./transfer";
import { exportStore, importStore } from "../../testing/whole-export";

describe.each(STORE_KINDS)(
  "the site's languages in an export, on %s",
  (kind) => {
    const stores = sourceAndTarget(kind);

    it("carries the default language and the hidden ones to the restored store", async () => {
      await stores.source.store.content.publish("en", contentFixture);
      await stores.source.store.content.publish("pt", contentFixture);
      await stores.source.store.languages.update({
        defaultLanguage: "pt",
        published: ["pt"],
      });
      const data = parseExport(
        JSON.stringify(await exportStore(stores.source.store)),
      );
      await importStore(stores.target.store, data);
      stores.target.store.changed();
      expect(await stores.target.store.languages.get()).toEqual({
        defaultLanguage: "pt",
        published: ["pt"],
      });
    });

    it("keeps the store's own setting when it kept its own content", async () => {
      await stores.source.store.content.publish("en", contentFixture);
      await stores.source.store.languages.update({
        defaultLanguage: "en",
        published: ["en"],
      });
      const data = await exportStore(stores.source.store);
      await stores.target.store.content.publish("en", {
        ...contentFixture,
        name: "Someone Else",
      });
      await stores.target.store.content.publish("pt", contentFixture);
      await stores.target.store.languages.update({
        defaultLanguage: "pt",
        published: ["en", "pt"],
      });
      await importStore(stores.target.store, {
        ...data,
        content: {
          ...data.content,
          languages: { default_language: "en", hidden: ["pt"] },
        },
      });
      stores.target.store.changed();
      expect(await stores.target.store.languages.get()).toEqual({
        defaultLanguage: "pt",
        published: ["en", "pt"],
      });
    });
  },
);
