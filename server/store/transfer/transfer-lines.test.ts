import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setLogSink } from "../../log";
import { writeSampleContent } from "../../testing/sample-content";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../testing/test-stores";
import { parseExport, writeExport } from "./transfer";
import { exportStore } from "../../testing/whole-export";

describe.each(STORE_KINDS)("export format version 3 on %s", (kind) => {
  let t: TestStore;
  let lines: string[];
  beforeAll(async () => {
    setLogSink(() => {});
    t = await openTestStore(kind);
    await writeSampleContent(t.store);
    // More revisions than one page of the export's reads.
    const [first] = (await t.store.content.revisions("en")).slice(-1);
    for (let i = 0; i < 250; i++)
      await t.store.content.saveVersion(
        "en",
        (await t.store.content.revision(first!.id))!.profile,
        `Copy ${i}`,
      );
    lines = [];
    await writeExport(t.store, (line) => void lines.push(line));
  }, 120_000);
  afterAll(() => t?.destroy());

  it("writes one record a line, every revision once and in order, between a header and an end line with the counts", () => {
    expect(JSON.parse(lines[0]!)).toMatchObject({ version: 3 });
    const records = lines
      .slice(1)
      .map(
        (line) => JSON.parse(line) as { kind: string; row?: { id?: number } },
      );
    const ids = records
      .filter((r) => r.kind === "revision")
      .map((r) => r.row!.id!);
    expect(ids).toHaveLength(256);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(256);
    expect(records.at(-1)).toMatchObject({
      kind: "end",
      counts: { revision: 256, portrait: 2, draft: 2 },
    });
  });

  it("reads back what it wrote, the same as the in-memory export", async () => {
    const data = parseExport(lines.join(""));
    expect(data.content.revisions).toHaveLength(256);
    expect(data.portraits).toEqual((await exportStore(t.store)).portraits);
  });

  it("refuses a file cut short, a count that does not match and a kind of record it does not know, in one line", () => {
    const text = lines.join("");
    expect(() => parseExport(lines.slice(0, -3).join(""))).toThrow(/cut short/);
    // Mid-line: the last line is not whole.
    expect(() => parseExport(text.slice(0, -10))).toThrow(
      /^The file ends before its end line: it was cut short/,
    );
    expect(() =>
      parseExport(text.replace('"revision":256', '"revision":257')),
    ).toThrow(/says it holds 257 revision record\(s\), and holds 256/);
    const unknown = [
      lines[0],
      JSON.stringify({ kind: "appointment", row: {} }) + "\n",
      ...lines.slice(1),
    ].join("");
    const revision = lines.findIndex((line) => line.includes('"revision"'));
    const early = [
      lines[0],
      lines[revision],
      ...lines.slice(1, revision),
      ...lines.slice(revision + 1),
    ].join("");
    expect(() => parseExport(early)).toThrow(
      /^line 3: a \w+ record after the revision records: the file is out of order$/,
    );
    expect(() => parseExport(unknown)).toThrow(
      /^line 2: unknown kind of record "appointment": the file was written by a newer version/,
    );
  });
});
