import { logToStderr } from "../server/log";

const message = (error: unknown) =>
  error instanceof Error ? error.message : error;

/**
 * Runs a terminal command. Its stdout carries its answer and nothing else:
 * log lines go to stderr, and only warnings and errors unless `--verbose` is
 * given (taken out of the arguments). A failure prints `describe(error)` (by
 * default its one-line message: the commands' errors are written for the
 * person at the terminal) and exits 1.
 */
export function runCommand(
  main: (args: string[]) => Promise<void>,
  describe: (error: unknown) => unknown = message,
) {
  const args = process.argv.slice(2);
  logToStderr(args.includes("--verbose"));
  main(args.filter((arg) => arg !== "--verbose")).catch((error: unknown) => {
    console.error(describe(error));
    process.exit(1);
  });
}
