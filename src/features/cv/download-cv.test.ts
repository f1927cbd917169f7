// @vitest-environment jsdom
import { afterEach, expect, it, vi } from "vitest";
import { profile } from "../../content/profile";
import { downloadCv } from "./download-cv";

afterEach(() => vi.useRealTimers());

it("saves the CV through a temporary link named after the CV file, then revokes it", async () => {
  vi.useFakeTimers();
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

  downloadCv();

  expect(clicks).toHaveLength(1);
  expect(clicks[0]!.download).toBe(profile.cvFileName);
  expect(clicks[0]!.getAttribute("href")).toBe("blob:cv");
  expect(document.querySelector("a[download]")).toBeNull();
  expect(blobs[0]!.type).toBe("text/html;charset=utf-8");
  expect(await blobs[0]!.text()).toContain("<h2>Academic Background</h2>");
  expect(revoke).not.toHaveBeenCalled();
  vi.runAllTimers();
  expect(revoke).toHaveBeenCalledWith("blob:cv");
});
