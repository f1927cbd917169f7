// The professional rules through an export and back, on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL: carried whole with the overrides' dates;
// a file from before them keeps the store's own (the defaults on a new
// store); a row breaking the rules stops the import with one line.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PROFESSIONAL_RULES_DEFAULTS,
  type ProfessionalRulesChange,
} from "../../../core/api/professional-rules";
import { sourceAndTarget } from "../../testing/store-pair";
import { STORE_KINDS } from "../../testing/test-stores";
import { exportStore, importStore } from "../../testing/whole-export";
import { loadExport, openExportFile, writeExport } from "./transfer";

const RULES: ProfessionalRulesChange = {
  bars: ["new-york", "england-wales"],
  overrides: { testimonials: "hidden", recordKeepDays: 730 },
  specialisations: [{ area: "Tax law", certifiedBy: "NYSBA" }],
  officeAddress: "1 Fleet Street, London EC4Y 1AA",
  regulatoryNotice: "Authorised and regulated by the SRA.",
  regulatorLink: "https://www.sra.org.uk/",
};

describe.each(STORE_KINDS)("professional rules in exports on %s", (kind) => {
  const stores = sourceAndTarget(kind);
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "rules-export-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const exportLines = async () => {
    const lines: string[] = [];
    await writeExport(stores.source.store, (line) => void lines.push(line));
    return lines;
  };
  const importLines = async (lines: string[]) => {
    const file = join(dir, `export-${Math.random()}.jsonl`);
    await writeFile(file, lines.join(""));
    return loadExport(stores.target.store, await openExportFile(file));
  };

  it("carries the rules with their overrides' dates, whole and a line at a time", async () => {
    const saved = await stores.source.store.professionalRules.put(RULES);
    await importStore(
      stores.target.store,
      await exportStore(stores.source.store),
    );
    stores.target.store.changed();
    expect(await stores.target.store.professionalRules.get()).toEqual(saved);
    await stores.target.reset();
    stores.target.store.changed();
    await importLines(await exportLines());
    stores.target.store.changed();
    expect(await stores.target.store.professionalRules.get()).toEqual(saved);
  });

  it("imports a file written before the rules: the store keeps its own (the defaults on a new store)", async () => {
    await stores.source.store.professionalRules.put(RULES);
    const lines = (await exportLines())
      .filter((line) => !line.startsWith('{"kind":"rules"'))
      .map((line) =>
        line.startsWith('{"kind":"end"')
          ? line.replace(/"rules":\d+,?/, "")
          : line,
      );
    expect(lines.at(-1)).not.toContain("rules");
    await importLines(lines);
    stores.target.store.changed();
    expect(await stores.target.store.professionalRules.get()).toEqual(
      PROFESSIONAL_RULES_DEFAULTS,
    );
  });

  it.each([
    [{ bars: ["france"] }, /bars may only name/],
    [{ regulatorLink: "javascript:alert(1)" }, /regulatorLink /],
    [
      { overrides: { testimonials: { value: "shown", at: "yesterday" } } },
      /overrides\.testimonials\.at /,
    ],
    [
      {
        overrides: {
          testimonials: { value: "maybe", at: "2026-01-01T00:00:00Z" },
        },
      },
      /overrides\.testimonials must be one of/,
    ],
  ])(
    "refuses rules %j in one line, loading nothing",
    async (change, message) => {
      await stores.source.store.professionalRules.put(RULES);
      const lines = (await exportLines()).map((line) => {
        if (!line.startsWith('{"kind":"rules"')) return line;
        const record = JSON.parse(line) as { row: Record<string, unknown> };
        return (
          JSON.stringify({ ...record, row: { ...record.row, ...change } }) +
          "\n"
        );
      });
      await expect(importLines(lines)).rejects.toThrow(
        new RegExp(`^professional rules: ${message.source}`),
      );
      stores.target.store.changed();
      expect(await stores.target.store.professionalRules.get()).toEqual(
        PROFESSIONAL_RULES_DEFAULTS,
      );
    },
  );
});
