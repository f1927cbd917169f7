// Enquiries and contact settings through an export and back, on PGlite and
// (with TEST_DATABASE_URL) PostgreSQL: carried whole, never with a client
// key, never announced again; a row the form's rules refuse stops the
// import with one line, and nothing of the file is loaded.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONTACT_SETTINGS_DEFAULTS,
  type ContactSettings,
} from "../../../core/api/enquiries";
import { validEnquiry } from "../../testing/sample-enquiry";
import { sourceAndTarget } from "../../testing/store-pair";
import { STORE_KINDS, type TestStore } from "../../testing/test-stores";
import { exportStore, importStore } from "../../testing/whole-export";
import { loadExport, openExportFile, writeExport } from "./transfer";

const SETTINGS: ContactSettings = {
  startConversation: "form",
  showEmail: false,
  showBooking: true,
  notifyWithText: true,
  keepHandledMonths: 6,
  keepUnhandledMonths: 18,
};

describe.each(STORE_KINDS)("enquiries in exports on %s", (kind) => {
  const stores = sourceAndTarget(kind);
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "enquiry-export-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const send = async (t: TestStore, message: string) => {
    const key = await t.store.clientKeys.forAddress("203.0.113.9");
    const outcome = await t.store.enquiries.submit({
      input: validEnquiry({ message }),
      lang: "pt",
      clientKey: key.current,
      previousKey: key.previous,
      limitPerHour: 10,
    });
    return outcome.ok ? outcome.id : "";
  };
  /** The source with three enquiries (one read and handled, one anonymised) and its own settings. */
  const fill = async () => {
    const { source } = stores;
    await send(source, "Plain");
    await source.store.enquiries.change(await send(source, "Handled"), {
      read: true,
      handled: true,
    });
    await source.store.enquiries.anonymise(await send(source, "Anonymised"));
    await source.store.contactSettings.put(SETTINGS);
  };
  const outbox = async (t: TestStore) =>
    (
      await t.store.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM notification_outbox",
      )
    )[0]!.n;
  /** The export as a version-3 file's lines. */
  const exportLines = async () => {
    const lines: string[] = [];
    await writeExport(stores.source.store, (line) => void lines.push(line));
    return lines;
  };
  /** Loads lines as `npm run import` loads a file. */
  const importLines = async (lines: string[]) => {
    const file = join(dir, `export-${Math.random()}.jsonl`);
    await writeFile(file, lines.join(""));
    return loadExport(stores.target.store, await openExportFile(file));
  };

  it("carries every enquiry as it was, and the contact settings, without client keys or new notifications", async () => {
    await fill();
    const data = await exportStore(stores.source.store);
    expect(JSON.stringify(data)).not.toContain("submitter_key");
    expect(await importStore(stores.target.store, data)).toMatchObject({
      enquiries: 3,
    });
    expect(await stores.target.store.enquiries.list()).toEqual(
      await stores.source.store.enquiries.list(),
    );
    expect(await stores.target.store.contactSettings.get()).toEqual(SETTINGS);
    expect(await outbox(stores.target)).toBe(0);
    // Again: nothing new.
    expect(await importStore(stores.target.store, data)).toMatchObject({
      enquiries: 0,
    });
    expect((await stores.target.store.enquiries.list()).enquiries).toHaveLength(
      3,
    );
  });

  it("carries them through a file read a line at a time", async () => {
    await fill();
    const imported = await importLines(await exportLines());
    expect(imported.enquiries).toBe(3);
    expect(await stores.target.store.enquiries.list()).toEqual(
      await stores.source.store.enquiries.list(),
    );
    stores.target.store.changed();
    expect(await stores.target.store.contactSettings.get()).toEqual(SETTINGS);
  });

  it("imports a version-3 file written before enquiries, keeping the store's own settings", async () => {
    await fill();
    await stores.target.store.contactSettings.put({
      ...CONTACT_SETTINGS_DEFAULTS,
      keepHandledMonths: 3,
    });
    const lines = (await exportLines())
      .filter((line) => !/^\{"kind":"(enquiry|contact)"/.test(line))
      .map((line) =>
        line.startsWith('{"kind":"end"')
          ? line.replace(/"(enquiry|contact)":\d+,?/g, "").replace(",}", "}")
          : line,
      );
    expect(lines.at(-1)).not.toContain("enquiry");
    expect(await importLines(lines)).toMatchObject({ enquiries: 0 });
    stores.target.store.changed();
    expect(
      (await stores.target.store.contactSettings.get()).keepHandledMonths,
    ).toBe(3);
  });

  const hostile: [string, Record<string, unknown>, RegExp][] = [
    [
      "an id that is not a uuid",
      { id: "1 OR 1=1" },
      /id "1 OR 1=1" is not a uuid/,
    ],
    [
      "a name with a control character",
      { name: "Rui\u0007" },
      /name: Text must not contain control characters/,
    ],
    [
      "a name too long",
      { name: "R".repeat(101) },
      /name: Name must be at most 100/,
    ],
    [
      "an e-mail that is not one",
      { email: "rui at example" },
      /email: E-mail must be an e-mail address/,
    ],
    [
      "an empty message",
      { message: " " },
      /message: Please enter your message/,
    ],
    [
      "a message with a direction override",
      { message: "Pay \u202e" },
      /message: Text must not contain direction-changing/,
    ],
    [
      "a language the site has not",
      { lang: "fr" },
      /lang "fr" is not a language of the site/,
    ],
    [
      "a date that is not one",
      { created_at: "yesterday" },
      /created_at must be a timestamp/,
    ],
    [
      "a time that is not one",
      { handled_at: 42 },
      /handled_at must be a timestamp or null/,
    ],
    ["a number for a name", { name: 7 }, /name must be text/],
    [
      "an anonymised enquiry that keeps its sender",
      { anonymised_at: "2026-11-26T10:00:00Z" },
      /an anonymised enquiry must keep none of its sender's details/,
    ],
  ];

  it.each(hostile)(
    "refuses %s in one line, loading nothing",
    async (_, change, message) => {
      await fill();
      const lines = await exportLines();
      const at = lines.findIndex((line) =>
        line.startsWith('{"kind":"enquiry"'),
      );
      const record = JSON.parse(lines[at]!) as { row: Record<string, unknown> };
      lines[at] =
        JSON.stringify({ ...record, row: { ...record.row, ...change } }) + "\n";
      const error = await importLines(lines).then(
        () => null,
        (e: Error) => e.message,
      );
      expect(error).toMatch(/^enquiries\[0\]: /);
      expect(error).toMatch(message);
      expect(error).not.toContain("\n");
      // And the same file held whole (older versions' way).
      const data = await exportStore(stores.source.store);
      data.enquiries![0] = { ...data.enquiries![0], ...change };
      await expect(importStore(stores.target.store, data)).rejects.toThrow(
        message,
      );
      expect((await stores.target.store.enquiries.list()).enquiries).toEqual(
        [],
      );
      stores.target.store.changed();
      expect(await stores.target.store.contactSettings.get()).toEqual(
        CONTACT_SETTINGS_DEFAULTS,
      );
    },
  );

  it.each([
    [
      { keepHandledMonths: 0 },
      /keepHandledMonths must be a whole number of months from 1 to 120/,
    ],
    [
      { startConversation: "phone" },
      /startConversation must be one of profile, dialog, form/,
    ],
    [{ notifyWithText: "yes" }, /notifyWithText must be true or false/],
  ])("refuses contact settings %j in one line", async (change, message) => {
    await fill();
    const lines = (await exportLines()).map((line) => {
      if (!line.startsWith('{"kind":"contact"')) return line;
      const record = JSON.parse(line) as { row: Record<string, unknown> };
      return (
        JSON.stringify({ ...record, row: { ...record.row, ...change } }) + "\n"
      );
    });
    await expect(importLines(lines)).rejects.toThrow(
      new RegExp(`^contact settings: ${message.source}$`),
    );
    expect((await stores.target.store.enquiries.list()).enquiries).toEqual([]);
  });
});
