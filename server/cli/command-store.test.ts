// Which store a terminal command opens, said on stderr, and a store that does
// not exist yet refused unless --create: a command run without the server's
// DATA_DIR or DATABASE_URL must not quietly make and use a new, empty one.
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openStore } from "../store/open-store";
import {
  createFreshDatabase,
  type FreshDatabase,
} from "../testing/fresh-database";
import { checkStore, storeName } from "./command-store";

describe("storeName", () => {
  it("names the embedded store's folder, made absolute", () => {
    expect(
      storeName({ dataDir: "/srv/portfolio/data", databaseUrl: undefined }),
    ).toBe("embedded, folder /srv/portfolio/data");
    expect(storeName({ dataDir: "./data", databaseUrl: undefined })).toBe(
      `embedded, folder ${join(process.cwd(), "data")}`,
    );
  });

  it("names a PostgreSQL database by host, port and name, never its user or password", () => {
    const name = storeName({
      dataDir: "./data",
      databaseUrl: "postgres://site:s3cr%40t-pw@db.example.com:6432/portfolio",
    });
    expect(name).toBe("PostgreSQL, db.example.com:6432/portfolio");
    expect(name).not.toMatch(/s3cr|site/);
  });

  it("reads the URL as the pg driver does: default port, ?host= for a socket, the user's name for a missing database", () => {
    expect(
      storeName({ dataDir: "", databaseUrl: "postgresql://db.example.com/x" }),
    ).toBe("PostgreSQL, db.example.com:5432/x");
    expect(
      storeName({
        dataDir: "",
        databaseUrl: "postgres:///portfolio?host=/var/run/postgresql",
      }),
    ).toBe("PostgreSQL, /var/run/postgresql:5432/portfolio");
    expect(
      storeName({ dataDir: "", databaseUrl: "postgres://app:pw@[::1]:5433" }),
    ).toBe("PostgreSQL, [::1]:5433/app");
  });
});

describe("checkStore on the embedded store", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "command-store-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("refuses a folder that does not exist, in one line naming it, and creates nothing", async () => {
    const dataDir = join(dir, "missing", "data");
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(
      checkStore({ dataDir, databaseUrl: undefined }, { create: false }),
    ).rejects.toThrow(
      `No store in ${dataDir} (DATA_DIR). Set DATA_DIR to the server's folder, or pass --create to make a new, empty one.`,
    );
    expect(error).not.toHaveBeenCalled();
    expect(existsSync(join(dir, "missing"))).toBe(false);
  });

  it("refuses an empty folder too: it holds no store", async () => {
    const dataDir = join(dir, "empty");
    await mkdir(dataDir);
    await expect(
      checkStore({ dataDir, databaseUrl: undefined }, { create: false }),
    ).rejects.toThrow(/^No store in /);
  });

  it("with --create, names the folder as new; then as it is", async () => {
    const dataDir = join(dir, "made");
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await checkStore({ dataDir, databaseUrl: undefined }, { create: true });
    expect(error).toHaveBeenLastCalledWith(
      `Store: embedded, folder ${dataDir} (new)`,
    );
    expect(existsSync(dataDir)).toBe(false);
    const store = await openStore(
      { dataDir, databaseUrl: undefined },
      { watchChanges: false },
    );
    await store.close();
    await checkStore({ dataDir, databaseUrl: undefined }, { create: false });
    expect(error).toHaveBeenLastCalledWith(
      `Store: embedded, folder ${dataDir}`,
    );
  }, 60_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "checkStore on PostgreSQL",
  () => {
    let database: FreshDatabase;
    beforeAll(async () => {
      database = await createFreshDatabase("command_store");
    });
    afterAll(() => database?.drop());

    it("calls a database without the migrations table new: refused unless --create", async () => {
      const config = { dataDir: "", databaseUrl: database.url };
      const { hostname, port } = new URL(database.url);
      const target = `${hostname}:${port || 5432}/${database.name}`;
      await expect(checkStore(config, { create: false })).rejects.toThrow(
        `No store in ${target} (DATABASE_URL): the database has no schema_migrations table. ` +
          "Set DATABASE_URL to the server's database, or pass --create to make a new, empty store in it.",
      );
      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      await checkStore(config, { create: true });
      expect(error).toHaveBeenLastCalledWith(
        `Store: PostgreSQL, ${target} (new)`,
      );
      const store = await openStore(config, { watchChanges: false });
      await store.close();
      await checkStore(config, { create: false });
      expect(error).toHaveBeenLastCalledWith(`Store: PostgreSQL, ${target}`);
    }, 60_000);
  },
);
