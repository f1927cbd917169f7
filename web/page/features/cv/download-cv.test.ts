// @vitest-environment jsdom
import { DICTIONARIES } from "../../i18n/dictionaries";
import { afterEach, expect, it, vi } from "vitest";
import { cvFileName } from "../../../../core/content/profile-derived";
import { contentFixture } from "../../../../content/content-fixture";
import { downloadCv } from "./download-cv";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function captureDownload() {
  const blobs: Blob[] = [];
  const create = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return "blob:cv";
  });
  const revoke = vi.fn();
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  const clicks: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicks.push(this);
  });
  return { blobs, clicks, revoke };
}

it("builds the CV from the published content it fetches, saves it through a temporary link, then revokes it", async () => {
  const published = {
    ...contentFixture,
    name: "Published Name",
    cvFileName: "",
  };
  const fetchMock = vi.fn(async () => Response.json(published));
  vi.stubGlobal("fetch", fetchMock);
  const { blobs, clicks, revoke } = captureDownload();
  vi.useFakeTimers();

  await downloadCv("en", "en", DICTIONARIES.en);

  expect(fetchMock).toHaveBeenCalledWith("/content/en.json");
  expect(clicks).toHaveLength(1);
  expect(clicks[0]!.download).toBe("Published_Name_CV.html");
  expect(clicks[0]!.download).toBe(cvFileName(published, "en"));
  expect(clicks[0]!.getAttribute("href")).toBe("blob:cv");
  expect(document.querySelector("a[download]")).toBeNull();
  expect(blobs[0]!.type).toBe("text/html;charset=utf-8");
  const html = await blobs[0]!.text();
  expect(html).toContain("<h1>Published Name</h1>");
  expect(html).toContain(`<h2>${contentFixture.headings.education}</h2>`);
  expect(revoke).not.toHaveBeenCalled();
  vi.runAllTimers();
  expect(revoke).toHaveBeenCalledWith("blob:cv");
});

it("saves nothing when the content cannot be fetched", async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("down", { status: 503 })),
  );
  const { clicks } = captureDownload();
  await expect(downloadCv("en", "en", DICTIONARIES.en)).rejects.toThrow("503");
  expect(clicks).toHaveLength(0);
});
