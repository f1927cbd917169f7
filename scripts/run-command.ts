/**
 * Runs a terminal command. A failure prints its one-line message (the
 * commands' errors are written for the person at the terminal) and exits 1.
 */
export function runCommand(main: (args: string[]) => Promise<void>) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
