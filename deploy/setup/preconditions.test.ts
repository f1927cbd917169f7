// What the setup checks before it changes anything: a machine that is right
// passes, and each problem is exactly one line saying what to do.
import { describe, expect, it } from "vitest";
import {
  checkPreconditions,
  gatherFacts,
  needsSwap,
  type Facts,
} from "./preconditions.mjs";

const MiB = 1024 * 1024;

const good: Facts = {
  nodeVersion: "v20.19.0",
  requiredNode: "20.19",
  nodePath: "/usr/bin/node",
  installDir: "/srv/portfolio",
  isRoot: true,
  hasApt: true,
  hasSystemd: true,
  domain: "law.example.com",
  domainAddresses: ["203.0.113.7"],
  serverAddresses: ["203.0.113.7", "2001:db8::7"],
  portHolders: { 80: null, 443: null },
  memoryBytes: 480 * MiB,
  swapBytes: 0,
  diskFreeBytes: 8000 * MiB,
};

const only = (change: Partial<Facts>) => {
  const found = checkPreconditions({ ...good, ...change });
  expect(found, JSON.stringify(found)).toHaveLength(1);
  expect(found[0]!.line).not.toContain("\n");
  return found[0]!;
};

describe("checkPreconditions", () => {
  it("passes a 512 MB Debian server whose domain points at it, Caddy already holding the ports on a second run", () => {
    expect(checkPreconditions(good)).toEqual([]);
    expect(
      checkPreconditions({
        ...good,
        portHolders: { 80: "caddy", 443: "caddy" },
      }),
    ).toEqual([]);
    expect(checkPreconditions({ ...good, nodeVersion: "v22.3.0" })).toEqual([]);
  });

  it("stops, in one line each, on Node, user, system, folders, ports, memory and disk", () => {
    expect(only({ nodeVersion: "v20.18.3" })).toEqual({
      level: "stop",
      line: expect.stringMatching(/^Node v20\.18\.3 is too old: .*20\.19/),
    });
    expect(only({ nodeVersion: "v18.19.0" }).line).toMatch(/too old/);
    expect(only({ isRoot: false }).line).toMatch(/^Run the setup as root/);
    expect(only({ hasSystemd: false }).line).toMatch(/Debian or Ubuntu/);
    expect(only({ hasApt: false }).line).toMatch(/apt-get/);
    expect(
      only({ nodePath: "/root/.nvm/versions/node/v20/bin/node" }).line,
    ).toMatch(/^Node is installed under a home folder/);
    expect(only({ installDir: "/home/ana/portfolio" }).line).toMatch(
      /clone it into \/srv\/portfolio/,
    );
    expect(only({ portHolders: { 80: "nginx", 443: null } })).toEqual({
      level: "stop",
      line: expect.stringMatching(/^Port 80 is taken by nginx: stop it/),
    });
    expect(only({ memoryBytes: 256 * MiB }).line).toMatch(
      /256 MiB of memory: the site needs a 512 MB server/,
    );
    expect(only({ diskFreeBytes: 1000 * MiB }).line).toMatch(
      /^Only 1000 MiB of disk is free .* it needs 2560 MiB \(.*swap file/,
    );
  });

  it("asks when the domain does not resolve, or resolves elsewhere", () => {
    expect(only({ domainAddresses: [] })).toEqual({
      level: "ask",
      line: expect.stringMatching(
        /^law\.example\.com has no DNS address yet: add an A .*203\.0\.113\.7, 2001:db8::7/,
      ),
    });
    expect(only({ domainAddresses: ["198.51.100.1"] })).toEqual({
      level: "ask",
      line: expect.stringMatching(
        /^law\.example\.com points at 198\.51\.100\.1, not at this server/,
      ),
    });
    // One of several addresses is enough (an AAAA record beside the A).
    expect(
      checkPreconditions({
        ...good,
        domainAddresses: ["198.51.100.1", "2001:db8::7"],
      }),
    ).toEqual([]);
  });

  it("wants swap for the build below about 1.2 GB of memory and swap together", () => {
    expect(needsSwap(good)).toBe(true);
    expect(needsSwap({ memoryBytes: 480 * MiB, swapBytes: 1024 * MiB })).toBe(
      false,
    );
    expect(needsSwap({ memoryBytes: 2048 * MiB, swapBytes: 0 })).toBe(false);
  });
});

describe("gatherFacts", () => {
  it("reads this machine's Node, memory and disk; a rehearsal leaves DNS and ports unchecked", async () => {
    const facts = await gatherFacts({
      domain: "law.example.com",
      installDir: process.cwd(),
      requiredNode: "20.19",
      live: false,
    });
    expect(facts).toMatchObject({
      nodeVersion: process.version,
      nodePath: process.execPath,
      domainAddresses: undefined,
      portHolders: undefined,
    });
    expect(facts.memoryBytes).toBeGreaterThan(100 * MiB);
    expect(facts.diskFreeBytes).toBeGreaterThan(0);
  });
});
