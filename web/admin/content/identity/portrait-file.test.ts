import { expect, it } from "vitest";
import {
  cropBox,
  MAX_PORTRAIT_BYTES,
  portraitFileProblem,
} from "./portrait-file";

const fileOf = (name: string, type: string, size: number) =>
  new File([new Uint8Array(size)], name, { type });

it("accepts the four image formats up to 15 MB", () => {
  expect(portraitFileProblem(fileOf("me.jpg", "image/jpeg", 10))).toBeNull();
  expect(portraitFileProblem(fileOf("me.avif", "", 10))).toBeNull();
  expect(portraitFileProblem(fileOf("me.heic", "image/heic", 10))).toMatch(
    /JPEG, PNG, WebP or AVIF/,
  );
  expect(
    portraitFileProblem(fileOf("me.png", "image/png", MAX_PORTRAIT_BYTES + 1)),
  ).toMatch(/at most 15 MB/);
  expect(portraitFileProblem(fileOf("me.png", "image/png", 0))).toMatch(
    /empty/,
  );
});

it("places a 4:5 crop box inside the source", () => {
  const source = { width: 2000, height: 3000 };
  expect(cropBox(source, { size: 100, left: 50, top: 50 })).toEqual({
    x: 0,
    y: 250,
    width: 2000,
    height: 2500,
  });
  expect(cropBox(source, { size: 50, left: 100, top: 0 })).toEqual({
    x: 1000,
    y: 0,
    width: 1000,
    height: 1250,
  });
  // A landscape source: the box is as tall as the image.
  expect(
    cropBox({ width: 3000, height: 1000 }, { size: 100, left: 0, top: 0 }),
  ).toEqual({
    x: 0,
    y: 0,
    width: 800,
    height: 1000,
  });
});
