// @ts-check
// Questions on the terminal: a line, a hidden line (the password), a yes/no.
import { createInterface } from "node:readline/promises";

/** @returns {import("./answers.mjs").Asker} */
export function terminalAsker() {
  const line = async (/** @type {string} */ question) => {
    const rl = createInterface({
      input: process.stdin,
      output: process.stdout,
    });
    try {
      return await rl.question(question);
    } finally {
      rl.close();
    }
  };
  const hidden = (/** @type {string} */ question) =>
    new Promise((resolve, reject) => {
      const input = process.stdin;
      process.stdout.write(question);
      input.setRawMode(true);
      input.resume();
      input.setEncoding("utf8");
      let typed = "";
      const done = (/** @type {Error | null} */ error) => {
        input.setRawMode(false);
        input.pause();
        input.off("data", onData);
        process.stdout.write("\n");
        if (error) reject(error);
        else resolve(typed);
      };
      const onData = (/** @type {string} */ chunk) => {
        for (const char of chunk) {
          if (char === "\r" || char === "\n") return done(null);
          if (char === "\u0003") return done(new Error("Stopped (Ctrl-C)"));
          if (char === "\u007f" || char === "\b") typed = typed.slice(0, -1);
          else typed += char;
        }
      };
      input.on("data", onData);
    });
  const yes = async (/** @type {string} */ question) =>
    /^(y|yes|)$/i.test((await line(`${question} [Y/n] `)).trim());
  return { line, hidden, yes };
}
