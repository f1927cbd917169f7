import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The folders' directions (docs/decisions/031-the-house.md) are kept by lint:
// each case is an import the layout forbids, linted as if it were written in
// the file named.
const WRONG_IMPORTS: [file: string, code: string, says: string][] = [
  [
    "core/wrong.ts",
    'export { seedProfile } from "../content/profile";',
    "core/ holds rules",
  ],
  [
    "content/wrong.ts",
    'export { log } from "../server/log";',
    "seed documents import core/ only",
  ],
  [
    "web/page/wrong.ts",
    'export { AdminApp } from "../admin/shell/admin-app";',
    "two applications",
  ],
  [
    "web/admin/wrong.ts",
    'export { App } from "../page/app/app";',
    "two applications",
  ],
  ["web/ui/wrong.ts", 'export { App } from "../page/app/app";', "know neither"],
  [
    "web/page/wrong.ts",
    'export { log } from "../../server/log";',
    "never imports the server",
  ],
  [
    "server/wrong.ts",
    'export { HeroSection } from "../web/page/sections/hero-section";',
    "only where eslint.config.js declares it",
  ],
  [
    "server/store/wrong.ts",
    'export { runCommand } from "../cli/run-command";',
    "commands sit on top",
  ],
  [
    "server/wrong.ts",
    'export { lateStylesheet } from "../build/late-stylesheet";',
    "build sits on top",
  ],
];

describe("the layout's lint rules", () => {
  const eslint = new ESLint();

  it.each(WRONG_IMPORTS)(
    "refuses a wrong import in %s",
    async (file, code, says) => {
      const [result] = await eslint.lintText(code, { filePath: file });
      const messages = result!.messages.map((message) => message.message);
      expect(messages.join("\n")).toContain(says);
    },
  );

  it("allows the server's declared uses of page code", async () => {
    const [result] = await eslint.lintText(
      'export { render } from "../../web/page/entry-server";',
      { filePath: "server/render/right.ts" },
    );
    expect(result!.messages).toEqual([]);
  });

  it("refuses an import cycle made of type-only imports", async () => {
    const dir = await mkdtemp(join(process.cwd(), "core/cycle-"));
    try {
      await writeFile(
        join(dir, "a.ts"),
        'import type { B } from "./b";\nexport type A = B[];\n',
      );
      await writeFile(
        join(dir, "b.ts"),
        'import type { A } from "./a";\nexport type B = { a: A };\n',
      );
      const cruise = promisify(execFile)("node_modules/.bin/depcruise", [
        dir,
        "--config",
        ".dependency-cruiser.cjs",
        "--output-type",
        "err",
      ]);
      await expect(cruise).rejects.toMatchObject({
        stdout: expect.stringContaining("no-cycle"),
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
