// wrk, the HTTP load generator the GET runs use when it is installed
// (bench/README.md says why: it needs far less CPU than autocannon).
import { spawnSync } from "node:child_process";

export interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  other: number;
}

interface WrkOptions {
  connections: number;
  seconds: number;
  /** A Lua script (wrk's -s), e.g. to vary a header per request. */
  script?: string;
  /** Whether to run 1 s first, unmeasured (default true). */
  warmUp?: boolean;
}

/** The path of an installed command, or null. */
export const installed = (command: string) =>
  spawnSync("sh", ["-c", `command -v ${command}`], {
    encoding: "utf8",
  }).stdout.trim() || null;

export const WRK = installed("wrk");

const WRK_UNITS: Record<string, number> = { us: 0.001, ms: 1, s: 1000 };
const wrkMs = (output: string, percentile: string) => {
  const match = new RegExp(
    `^\\s*${percentile}%\\s+([\\d.]+)(us|ms|s)$`,
    "m",
  ).exec(output);
  if (!match) throw new Error(`wrk printed no ${percentile}% latency`);
  return Number(match[1]) * WRK_UNITS[match[2]!]!;
};

/** One wrk thread for `seconds`, after a 1 s warm-up unless told not to; wrk's figures parsed. */
export function wrkLoad(
  wrk: string,
  name: string,
  url: string,
  headers: Record<string, string>,
  { connections, seconds, script, warmUp = true }: WrkOptions,
): Figures {
  const run = (seconds: number) => {
    const args = ["-t1", `-c${connections}`, `-d${seconds}s`, "--latency"];
    for (const [key, value] of Object.entries(headers))
      args.push("-H", `${key}: ${value}`);
    if (script) args.push("-s", script);
    const result = spawnSync(wrk, [...args, url], { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`wrk failed: ${result.stderr}`);
    return result.stdout;
  };
  if (warmUp) run(1);
  const output = run(seconds);
  const total = Number(/(\d+) requests in/.exec(output)![1]);
  const bad = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  // "Socket errors: connect 0, read 0, write 0, timeout 0" only when some occurred.
  const errors = (/Socket errors: (.*)/.exec(output)?.[1] ?? "")
    .split(",")
    .reduce((sum, part) => sum + Number(/\d+/.exec(part)?.[0] ?? 0), 0);
  return {
    name,
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)![1]),
    p50: wrkMs(output, "50"),
    p99: wrkMs(output, "99"),
    ok: total - bad,
    other: bad + errors,
  };
}
