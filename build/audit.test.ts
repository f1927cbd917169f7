import { execFile } from "node:child_process";
import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const run = promisify(execFile);

/**
 * npm audit's JSON for one advisory on `name`, as the registry would answer
 * (the registry is the edge faked here): `npm audit --omit=dev` leaves out a
 * development package, as npm does.
 */
function fakeNpm(name: string, dev: boolean) {
  const report = {
    vulnerabilities: {
      [name]: { name, severity: "high", isDirect: true, via: [], effects: [] },
    },
    metadata: {
      vulnerabilities: { info: 0, low: 0, moderate: 0, high: 1, critical: 0 },
    },
  };
  const clean = {
    vulnerabilities: {},
    metadata: {
      vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0 },
    },
  };
  return `#!/bin/sh
case "$*" in
  *--omit=dev*) echo '${JSON.stringify(dev ? clean : report)}' ;;
  *) echo '${JSON.stringify(report)}' ;;
esac
`;
}

describe("npm audit step (build/audit.mjs)", () => {
  let bin: string;
  beforeEach(async () => {
    bin = await mkdtemp(join(tmpdir(), "audit-"));
  });
  afterEach(() => rm(bin, { recursive: true, force: true }));

  async function audit(name: string, dev: boolean) {
    await writeFile(join(bin, "npm"), fakeNpm(name, dev));
    await chmod(join(bin, "npm"), 0o755);
    return run(process.execPath, ["build/audit.mjs"], {
      env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
    }).then(
      () => 0,
      (error: { code: number }) => error.code,
    );
  }

  it("fails on a high advisory in a package the compiled server bundles", async () => {
    // hono is a development package: it ships inside dist/server, not node_modules.
    expect(await audit("hono", true)).toBe(1);
  });

  it("fails on a high advisory in an installed run-time package", async () => {
    expect(await audit("pg", false)).toBe(1);
  });

  it("does not fail on a development tool's advisory", async () => {
    expect(await audit("lighthouse", true)).toBe(0);
  });
});
