import { execFile } from "node:child_process";
import { once } from "node:events";
import { createWriteStream, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  insertPending,
  validSubmission,
} from "../../testing/sample-submission";
import { sourceAndTarget } from "../../testing/store-pair";
import { STORE_KINDS, type TestStore } from "../../testing/test-stores";
import { contentFixture } from "../../../content/content-fixture";
import type { Profile } from "../../../core/content/profile-schema";
import {
  SAMPLE_PORTRAIT_FILES,
  samplePortraitBytes,
  writeSampleContent,
} from "../../testing/sample-content";
import { parseExport, type StoreExport } from "./transfer";
import { exportStore, importStore } from "../../testing/whole-export";

const valid = () => validSubmission();

describe.each(STORE_KINDS)("export and import on %s", (kind) => {
  const stores = sourceAndTarget(kind);

  const submitFrom = async (t: TestStore, address: string) => {
    const key = await t.store.clientKeys.forAddress(address);
    const outcome = await t.store.submissions.submit({
      input: valid(),
      clientKey: key.current,
      previousKey: key.previous,
      limitPerHour: 5,
    });
    expect(outcome.kind).toBe("stored");
    return key.current;
  };
  const secrets = async (t: TestStore) =>
    (
      await t.store.db.query<{ secret: string }>(
        "SELECT secret FROM client_key_secrets ORDER BY day",
      )
    ).map((row) => row.secret);

  it("puts no secret and no client key in an export", async () => {
    const key = await submitFrom(stores.source, "203.0.113.7");
    const stored = await secrets(stores.source);
    expect(stored.length).toBeGreaterThan(0);
    const text = JSON.stringify(await exportStore(stores.source.store));
    for (const secret of stored) expect(text).not.toContain(secret);
    expect(text).not.toContain(key);
    expect(text).not.toContain("submitter_key");
  });

  it("imports an older export without its secret or client keys; the store keeps its own secret", async () => {
    await submitFrom(stores.source, "203.0.113.7");
    const old = await exportStore(stores.source.store);
    // What older versions wrote: the one secret in settings, and the keys.
    old.settings.push({ key: "client_key_secret", value: "old-secret" });
    old.testimonials[0]!.submitter_key = "old-key";
    const before = await secrets(stores.target);

    expect(await importStore(stores.target.store, old)).toMatchObject({
      testimonials: 1,
      settings: 0,
    });
    expect(
      await stores.target.store.db.query("SELECT * FROM settings"),
    ).toEqual([]);
    expect(
      await stores.target.store.db.query(
        "SELECT submitter_key FROM testimonials",
      ),
    ).toEqual([{ submitter_key: null }]);
    expect(await secrets(stores.target)).toEqual(before);
    expect(
      (await stores.target.store.clientKeys.forAddress("203.0.113.7")).current,
    ).not.toBe(
      (await stores.source.store.clientKeys.forAddress("203.0.113.7")).current,
    );
    // And a repeat after a restore is taken as new, not matched by an old key.
    await submitFrom(stores.target, "203.0.113.7");
  });

  it("carries each testimonial's language, and takes testimonials of an export without one as English", async () => {
    await stores.source.store.submissions.submit({
      input: validSubmission({ name: "Rui Costa" }),
      clientKey: null,
      limitPerHour: null,
      lang: "pt",
    });
    const data = await exportStore(stores.source.store);
    expect(data.testimonials.map((row) => row.lang)).toEqual(["pt"]);
    const older = {
      ...data,
      testimonials: data.testimonials.map(({ lang: _, ...row }) => ({
        ...row,
        id: "00000000-0000-4000-8000-000000000001",
        name: "Before languages",
      })),
    };
    await importStore(stores.target.store, data);
    await importStore(stores.target.store, older);
    expect(
      await stores.target.store.db.query(
        "SELECT name, lang FROM testimonials ORDER BY name",
      ),
    ).toEqual([
      { name: "Before languages", lang: "en" },
      { name: "Rui Costa", lang: "pt" },
    ]);
  });

  const named = (name: string) => ({ ...contentFixture, name });
  const withoutAdmissions = ({ admissions: _, ...rest }: Profile) => rest;
  const writeContent = (t: TestStore) => writeSampleContent(t.store);
  const contentOf = async (t: TestStore) => ({
    revisions: await t.store.content.revisions("en"),
    documents: await Promise.all(
      (await t.store.content.revisions("en")).map((r) =>
        t.store.content.revision(r.id),
      ),
    ),
    published: await t.store.content.published("en"),
    draft: await t.store.content.draft("en"),
  });
  const withoutTime = ({ exportedAt: _, ...rest }: StoreExport) => rest;

  it("carries every revision (number, note, time), the live one and the draft into an empty store", async () => {
    await writeContent(stores.source);
    const data = await exportStore(stores.source.store);
    expect(data.version).toBe(2);
    const result = await importStore(stores.target.store, data);
    // Three of the language's, three of the shared identity's.
    expect(result).toMatchObject({
      revisions: 6,
      drafts: 2,
      contentKept: [],
      portraits: 2,
    });
    stores.target.store.changed(); // written beside the repository
    expect(await contentOf(stores.target)).toEqual(
      await contentOf(stores.source),
    );
    expect(withoutTime(await exportStore(stores.target.store))).toEqual(
      withoutTime(data),
    );
    expect(data.portraits.map((file) => file.name)).toEqual(
      SAMPLE_PORTRAIT_FILES,
    );
    for (const name of SAMPLE_PORTRAIT_FILES) {
      const file = await stores.target.store.portraits.get(name);
      expect(Buffer.from(file!.bytes)).toEqual(
        Buffer.from(samplePortraitBytes(name)),
      );
    }
    // The next revision follows the restored ones.
    const next = await stores.target.store.content.publish("en", named("Next"));
    expect(next.number).toBe(4);
    expect(next.id).toBeGreaterThan(
      Math.max(...data.content.revisions.map((r) => Number(r.id))),
    );
  });

  it("adds nothing when imported twice", async () => {
    await writeContent(stores.source);
    const data = await exportStore(stores.source.store);
    await importStore(stores.target.store, data);
    expect(await importStore(stores.target.store, data)).toMatchObject({
      revisions: 0,
      drafts: 0,
      contentKept: [],
    });
    expect(await stores.target.store.content.revisions("en")).toHaveLength(3);
  });

  it("keeps a store's own content, and says so, rather than mixing two histories", async () => {
    await writeContent(stores.source);
    await stores.target.store.content.publish(
      "en",
      named("Someone Else"),
      "Own",
    );
    const result = await importStore(
      stores.target.store,
      await exportStore(stores.source.store),
    );
    expect(result).toMatchObject({
      revisions: 0,
      contentKept: ["en", "identity"],
    });
    stores.target.store.changed();
    expect(
      (await stores.target.store.content.published("en")).profile.name,
    ).toBe("Someone Else");
  });

  const nothingRestored = async () => {
    expect(await stores.target.store.content.revisions("en")).toEqual([]);
    expect(
      await stores.target.store.db.query("SELECT id FROM testimonials"),
    ).toEqual([]);
    for (const name of SAMPLE_PORTRAIT_FILES)
      expect(await stores.target.store.portraits.get(name), name).toBeNull();
  };

  it("refuses a file whose live content fails the schema, or with a strange portrait file name, and loads nothing of it", async () => {
    await writeContent(stores.source);
    await insertPending(stores.source.store.db, valid(), null);
    const data = await exportStore(stores.source.store);
    const identityLive = data.content.live.find(
      (pointer) => pointer.lang === "identity",
    )!;
    const live = data.content.revisions.find(
      (row) => row.id === identityLive.revision_id,
    )!;
    live.document = { ...(live.document as object), email: "nope" };
    await expect(importStore(stores.target.store, data)).rejects.toThrow(
      /^content \(en, revision 2\)\.email: must be an e-mail address$/,
    );
    await nothingRestored();

    const renamed = parseExport(
      JSON.stringify({
        ...(await exportStore(stores.source.store)),
        portraits: [{ ...data.portraits[0], name: "../../escape.webp" }],
      }),
    );
    await expect(importStore(stores.target.store, renamed)).rejects.toThrow(
      /^portraits\[0\]: "..\/..\/escape.webp" is not a portrait file name$/,
    );
    await nothingRestored();
  });

  it("imports a file written before the identity was shared: the default language's identity becomes every language's", async () => {
    const source = stores.source.store;
    for (const [lang, name] of [
      ["en", "Ana Lima"],
      ["pt", "Outra Pessoa"],
    ] as const)
      await source.db.query(
        `WITH r AS (INSERT INTO content_revisions (lang, number, document)
           VALUES ($1, 1, $2) RETURNING id)
         INSERT INTO content_live (lang, revision_id) SELECT $1, id FROM r`,
        [lang, JSON.stringify(withoutAdmissions(named(name)))],
      );
    await source.db.query("UPDATE site_languages SET default_language = 'pt'");
    const data = await exportStore(source);
    expect(data.content.revisions.map((row) => row.lang)).toEqual(["en", "pt"]);
    // As the version-3 lines it was written as, then as a version-2 file.
    expect(data.version).toBe(2);
    for (const file of [data, parseExport(JSON.stringify(data))]) {
      await importStore(stores.target.store, file);
      stores.target.store.changed();
      for (const lang of ["en", "pt"]) {
        const { profile } = await stores.target.store.content.published(lang);
        expect(profile.name).toBe("Outra Pessoa");
        // Written before bar admissions too: it has none.
        expect(profile.admissions).toEqual([]);
      }
    }
    expect(await stores.target.store.content.revisions("identity")).toEqual([
      expect.objectContaining({ number: 1, live: true }),
    ]);
  });

  it("imports an export of version 1 (before content was in the store)", async () => {
    await insertPending(stores.source.store.db, valid(), null);
    const old: Partial<StoreExport> = {
      ...(await exportStore(stores.source.store)),
      version: 1,
    };
    delete old.content;
    delete old.portraits;
    const parsed = parseExport(JSON.stringify(old));
    expect(await importStore(stores.target.store, parsed)).toMatchObject({
      testimonials: 1,
      revisions: 0,
    });
    expect(await stores.target.store.content.hasPublished("en")).toBe(false);
  });

  it("carries invitations with their testimonials: an unanswered link keeps working, an invited testimonial stays invited", async () => {
    const invite = (name: string) =>
      stores.source.store.invitations.create({
        name,
        company: "",
        relationship: null,
        note: "",
        lang: "en",
        expiresInDays: 30,
      });
    const answered = await invite("Ana Lima");
    const waiting = await invite("Rui Costa");
    await stores.source.store.submissions.submit({
      input: valid(),
      clientKey: null,
      limitPerHour: null,
      invitationToken: answered.token,
    });
    const data = await exportStore(stores.source.store);
    const text = JSON.stringify(data);
    for (const token of [answered.token, waiting.token])
      expect(text).not.toContain(token);

    expect(await importStore(stores.target.store, data)).toMatchObject({
      testimonials: 1,
      invitations: 2,
    });
    expect(await stores.target.store.invitations.list()).toEqual(
      await stores.source.store.invitations.list(),
    );
    expect(
      await stores.target.store.invitations.lookup(waiting.token),
    ).toMatchObject({
      name: "Rui Costa",
    });
    expect(
      await stores.target.store.db.query(
        "SELECT invitation_id::text AS id FROM testimonials",
      ),
    ).toEqual([{ id: answered.invitation.id }]);
    expect(await importStore(stores.target.store, data)).toMatchObject({
      testimonials: 0,
      invitations: 0,
    });

    // An export from before invitations has none, and imports as before.
    const older = { ...data, invitations: undefined };
    await stores.target.reset();
    expect(
      await importStore(
        stores.target.store,
        parseExport(
          JSON.stringify({
            ...older,
            testimonials: older.testimonials.map(
              ({ invitation_id: __, ...row }) => row,
            ),
          }),
        ),
      ),
    ).toMatchObject({ testimonials: 1, invitations: 0 });
  });
});

describe("a large version-3 file", () => {
  const revisions = 3000;
  let dir: string;
  let file: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "large-export-"));
    file = join(dir, "large.json");
    const out = createWriteStream(file);
    const write = async (line: object) => {
      if (!out.write(JSON.stringify(line) + "\n")) await once(out, "drain");
    };
    await write({
      format: "counsel-portfolio-export",
      version: 3,
      exportedAt: new Date().toISOString(),
    });
    const document = { text: "x".repeat(30_000) };
    for (let id = 1; id <= revisions; id++)
      await write({
        kind: "revision",
        row: { id, lang: "en", number: id, document },
      });
    const counts = {
      setting: 0,
      languages: 0,
      invitation: 0,
      testimonial: 0,
      live: 0,
      draft: 0,
      revision: revisions,
      portrait: 0,
    };
    await write({ kind: "end", counts });
    out.end();
    await once(out, "close");
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("is checked and read again a line at a time, never held whole: read in a heap smaller than the file", async () => {
    expect(statSync(file).size).toBeGreaterThan(80 * 2 ** 20);
    // The file's path is the argument after the code.
    const reader = `
      import { openExportFile } from "./server/store/transfer/transfer.ts";
      const source = await openExportFile(process.argv.at(-1));
      let read = 0;
      for await (const _ of source.records(["revision"])) read++;
      console.log(source.counts.revisions, read);`;
    const { stdout } = await promisify(execFile)(process.execPath, [
      "--max-old-space-size=40",
      "--import",
      "tsx",
      "--input-type=module",
      "--eval",
      reader,
      file,
    ]);
    expect(stdout).toBe(`${revisions} ${revisions}\n`);
  }, 60_000);
});
