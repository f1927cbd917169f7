import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate } from "../db/migrate";
import {
  folderPortraitFiles,
  tablePortraitFiles,
  type PortraitFiles,
} from "./portrait-files";
import {
  openMemoryPglite,
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../testing/test-stores";

const file = (id: string, width: number, text: string) => ({
  name: `${id}-${width}.jpg`,
  bytes: new TextEncoder().encode(text),
});
const ID_A = "a".repeat(32);
const ID_B = "b".repeat(32);
const ID_C = "c".repeat(32);
const ID_D = "d".repeat(32);
const secondsFromNow = (seconds: number) =>
  new Date(Date.now() + seconds * 1000);
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The same behaviour whatever holds the files. */
function behavesAsPortraitFiles(files: () => PortraitFiles) {
  it("gives back what was put, and null for a name never put", async () => {
    await files().put([file(ID_A, 320, "small"), file(ID_A, 640, "large")]);
    const got = await files().get(`${ID_A}-640.jpg`);
    expect(new TextDecoder().decode(got!.bytes)).toBe("large");
    expect(await files().get(`${ID_B}-640.jpg`)).toBeNull();
  });

  it("keeps the first bytes when the same name is put again (names are content hashes)", async () => {
    await files().put([file(ID_A, 960, "first")]);
    await files().put([file(ID_A, 960, "second")]);
    const got = await files().get(`${ID_A}-960.jpg`);
    expect(new TextDecoder().decode(got!.bytes)).toBe("first");
  });

  it("removes the portraits not kept that are older than the date given", async () => {
    await files().put([
      file(ID_A, 320, "a"),
      file(ID_B, 320, "b"),
      file(ID_B, 640, "b"),
    ]);
    expect(
      await files().removeUnreferenced(new Set([ID_A]), secondsFromNow(1)),
    ).toBe(2);
    expect(await files().get(`${ID_A}-320.jpg`)).not.toBeNull();
    expect(await files().get(`${ID_B}-320.jpg`)).toBeNull();
    expect(await files().get(`${ID_B}-640.jpg`)).toBeNull();
  });

  it("keeps a portrait not kept while it is younger than the date given", async () => {
    await files().put([file(ID_C, 320, "c")]);
    expect(
      await files().removeUnreferenced(new Set(), secondsFromNow(-60)),
    ).toBe(0);
    expect(await files().get(`${ID_C}-320.jpg`)).not.toBeNull();
  });

  it("makes a file put again young again (a re-upload of a photo once abandoned)", async () => {
    await files().put([file(ID_D, 320, "d")]);
    await pause(20);
    const between = new Date();
    await pause(20);
    await files().put([file(ID_D, 320, "d")]);
    await files().removeUnreferenced(new Set(), between);
    expect(await files().get(`${ID_D}-320.jpg`)).not.toBeNull();
  });

  it("refuses names that are not portrait file names", async () => {
    await expect(files().get("../../etc/passwd")).resolves.toBeNull();
    await expect(
      files().put([{ ...file(ID_A, 320, "x"), name: "../escape.jpg" }]),
    ).rejects.toThrow(/not a portrait file name/);
  });
}

describe("portrait files in a folder (the embedded store)", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "portraits-test-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  behavesAsPortraitFiles(() => folderPortraitFiles(join(dir, "portraits")));

  it("writes one file per name, readable only by this user, and no temporary files left", async () => {
    await folderPortraitFiles(join(dir, "portraits")).put([
      file(ID_B, 640, "b"),
    ]);
    const names = await readdir(join(dir, "portraits"));
    expect(names).toContain(`${ID_B}-640.jpg`);
    expect(names.filter((name) => name.includes(".tmp"))).toEqual([]);
  });
});

describe("portrait files in a table (PGlite without a folder)", () => {
  let files: PortraitFiles;
  beforeAll(async () => {
    const db = await openMemoryPglite();
    await migrate(db);
    files = tablePortraitFiles(db);
  });
  behavesAsPortraitFiles(() => files);
});

describe.each(STORE_KINDS)("the store's portrait files on %s", (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(() => t?.destroy());
  behavesAsPortraitFiles(() => t.store.portraits);
});
