// Starts the real production server (`npm start`'s entry) as a child process
// on a free port, for tests and benchmarks that need a real process.
import { spawn, type ChildProcess } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** `npm start`'s command ("node <args>"), V8 flags included. */
export const START_SCRIPT = (
  JSON.parse(readFileSync(`${ROOT}package.json`, "utf8")) as {
    scripts: { start: string };
  }
).scripts.start;
/** The compiled server `npm start` runs (built by `npm run build`). */
export const BUILT_ENTRY = "dist/server/index.js";
// So tests and benchmarks run the server exactly as production does: the
// end-to-end tests and the benchmarks run the built server; the vitest suites,
// which do not build first, run the same process from the TypeScript source.
const START_ARGS = START_SCRIPT.replace(/^node /, "")
  .split(" ")
  .flatMap((arg) =>
    arg === BUILT_ENTRY && process.env.VITEST
      ? ["--import", "tsx", "server/index.ts"]
      : [arg],
  );

export interface SpawnedServer {
  url: string;
  process: ChildProcess;
  /** Everything the server wrote to stdout so far (one JSON line per log). */
  output(): string;
}

/**
 * Resolves once the server logs "listening"; rejects with its stderr if it
 * exits first. With `logFile`, stdout goes to that file instead of a pipe
 * (benchmarks: a pipe the parent is too busy to drain would slow the server).
 */
export function spawnServer(
  env: Record<string, string>,
  logFile?: string,
): Promise<SpawnedServer> {
  const child = spawn(process.execPath, START_ARGS, {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: "0",
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", logFile ? openSync(logFile, "w") : "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  const output = () => (logFile ? readFileSync(logFile, "utf8") : stdout);
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk));
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    const poll = logFile ? setInterval(() => onData(), 100) : undefined;
    const onData = () => {
      const match = /"message":"listening","url":"([^"]+)"/.exec(output());
      if (!match) return;
      clearInterval(poll);
      child.stdout?.off("data", onData);
      child.off("exit", onExit);
      resolve({ url: match[1]!, process: child, output });
    };
    const onExit = (code: number | null) => {
      clearInterval(poll);
      reject(
        Object.assign(new Error(`server exited with ${code}: ${stderr}`), {
          code,
          stderr,
        }),
      );
    };
    child.stdout?.on("data", onData);
    child.once("exit", onExit);
  });
}

/** Runs the server entry expecting it to fail at start-up; resolves with its exit code and stderr. */
export function spawnFailingServer(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  return spawnServer(env).then(
    async (server) => {
      await stopServer(server);
      throw new Error("the server started but was expected to fail");
    },
    (error: { code: number | null; stderr: string }) => ({
      code: error.code,
      stderr: error.stderr,
    }),
  );
}

/** SIGTERM, then resolves with the exit code once the process has exited. */
export async function stopServer(
  server: SpawnedServer,
): Promise<number | null> {
  const child = server.process;
  if (child.exitCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  child.kill("SIGTERM");
  return exited;
}
