// The password prompt on a real terminal: `script` gives the asker a
// pseudo-terminal, as an owner's SSH session does, and records what that
// terminal shows. A terminal echoes what is typed unless the program turns
// echo off, so the password must not appear in what it shows.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";

let dir: string;
let program: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "terminal-"));
  program = join(dir, "ask.mjs");
  const asker = new URL("./terminal.mjs", import.meta.url).href;
  await writeFile(
    program,
    `import { terminalAsker } from ${JSON.stringify(asker)};
try {
  const typed = await terminalAsker().hidden("Password: ");
  console.log("answer=" + JSON.stringify(typed));
} catch (error) {
  console.log("refused=" + error.message);
}
`,
  );
});

afterAll(() => rm(dir, { recursive: true, force: true }));

/** Runs the prompt on a pseudo-terminal, types `keys` once it waits, returns what the terminal showed. */
function typeAt(keys: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      "script",
      ["-qec", `node ${program}`, "/dev/null"],
      { timeout: 20_000 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
    let sent = false;
    child.stdout?.on("data", (chunk: Buffer) => {
      if (sent || !chunk.toString().includes("Password: ")) return;
      sent = true;
      child.stdin?.write(keys);
    });
  });
}

it("reads the password without showing it, and honours Backspace", async () => {
  const shown = await typeAt("correct horse batteryX\u007f staple\r");
  expect(shown).toContain("Password: ");
  expect(shown).toContain('answer="correct horse battery staple"');
  expect(shown.replace(/answer=.*/, "")).not.toMatch(/horse|battery/);
});

it("stops on Ctrl-C", async () => {
  const shown = await typeAt("half\u0003");
  expect(shown).toContain("refused=Stopped (Ctrl-C)");
  expect(shown).not.toContain("answer=");
});
