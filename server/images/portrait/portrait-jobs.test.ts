import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setLogSink } from "../../log";
import { jpegWithGps } from "../../testing/portrait-images";
import { PortraitJobs } from "./portrait-jobs";

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let folder: string;
let photo: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "portrait-jobs-"));
  photo = join(folder, "photo.jpg");
  await writeFile(photo, await jpegWithGps());
});
afterAll(() => rm(folder, { recursive: true, force: true }));
beforeEach(() => setLogSink(() => {}));

describe("portrait jobs", () => {
  it("derives the files of a photo file in a child process that has exited when the job resolves", async () => {
    let logged = "";
    const restore = setLogSink((line) => (logged += line));
    const jobs = new PortraitJobs();
    const slot = jobs.reserve();
    expect(slot).not.toBeNull();
    const result = await slot!.run(photo, { kind: "centre" });
    restore();
    expect(result).toMatchObject({ ok: true, width: 960, height: 1200 });
    expect(result.ok && result.files).toHaveLength(9);
    const { pid } = JSON.parse(logged) as { pid: number };
    expect(pid).not.toBe(process.pid);
    expect(isRunning(pid)).toBe(false);
    expect(jobs.reserve()).not.toBeNull();
  });

  it("gives one slot at a time", () => {
    const jobs = new PortraitJobs();
    const slot = jobs.reserve();
    expect(jobs.reserve()).toBeNull();
    slot!.release();
    expect(jobs.reserve()).not.toBeNull();
  });

  it("kills a job that outlives its time limit and frees the slot", async () => {
    const jobs = new PortraitJobs({ timeoutMs: 50 });
    const slot = jobs.reserve()!;
    const result = await slot.run(photo, { kind: "centre" });
    expect(result).toMatchObject({ ok: false, status: 503 });
    expect(!result.ok && result.error).toMatch(/took too long/);
    expect(jobs.reserve()).not.toBeNull();
  });
});
