// The CI guard against a real PostgreSQL (when TEST_DATABASE_URL is set) and
// a port nothing listens on.
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { requirePostgresInCi } from "./postgres-in-ci";

/** A loopback port that was free a moment ago. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe("requirePostgresInCi", () => {
  it("lets a run without CI go on without a database", async () => {
    await expect(requirePostgresInCi({})).resolves.toBeUndefined();
  });

  it("stops a CI run without TEST_DATABASE_URL, saying why", async () => {
    await expect(requirePostgresInCi({ CI: "true" })).rejects.toThrow(
      /CI is set but TEST_DATABASE_URL is not: the PostgreSQL suites would be skipped/,
    );
  });

  it("stops a CI run whose database does not answer, without the password", async () => {
    const port = await closedPort();
    const error = await requirePostgresInCi({
      CI: "true",
      TEST_DATABASE_URL: `postgres://ci:secret-pw@127.0.0.1:${port}/test`,
    }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(
      new RegExp(`cannot be used: .*ECONNREFUSED`),
    );
    expect((error as Error).message).toContain(`127.0.0.1:${port}/test`);
    expect((error as Error).message).not.toContain("secret-pw");
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "lets a CI run with a working database go on",
    async () => {
      await expect(
        requirePostgresInCi({
          CI: "true",
          TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
        }),
      ).resolves.toBeUndefined();
    },
  );
});
