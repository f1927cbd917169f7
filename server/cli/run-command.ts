import { logToStderr } from "../log";

const message = (error: unknown) =>
  error instanceof Error ? error.message : error;

/** What every command takes besides its own arguments. */
export interface CommandOptions {
  /** `--create`: the command may make a new, empty store (server/cli/command-store.ts). */
  create: boolean;
}

/**
 * Runs a terminal command. Its stdout carries its answer and nothing else:
 * log lines go to stderr, and only warnings and errors unless `--verbose` is
 * given. `--verbose` and `--create` are taken out of the arguments. A
 * failure prints `describe(error)` (by default its one-line message: the
 * commands' errors are written for the person at the terminal) and exits 1.
 */
export function runCommand(
  main: (args: string[], options: CommandOptions) => Promise<void>,
  describe: (error: unknown) => unknown = message,
) {
  const args = process.argv.slice(2);
  logToStderr(args.includes("--verbose"));
  main(
    args.filter((arg) => arg !== "--verbose" && arg !== "--create"),
    { create: args.includes("--create") },
  ).catch((error: unknown) => {
    console.error(describe(error));
    process.exit(1);
  });
}
