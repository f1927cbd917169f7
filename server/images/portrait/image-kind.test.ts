import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { fakeHeic } from "../../testing/portrait-images";
import { imageKind } from "./image-kind";

const ftyp = (major: string, ...compatible: string[]) => {
  const box = Buffer.alloc(16 + 4 * compatible.length);
  box.writeUInt32BE(box.length, 0);
  box.write(`ftyp${major}`, 4, "latin1");
  compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, "latin1"));
  return Buffer.concat([box, Buffer.alloc(64)]);
};

describe("imageKind", () => {
  it.each(["jpeg", "png", "webp", "avif"] as const)(
    "recognises a %s made by sharp",
    async (format) => {
      const bytes = await sharp({
        create: { width: 8, height: 10, channels: 3, background: "#369" },
      })
        .toFormat(format)
        .toBuffer();
      expect(imageKind(bytes)).toBe(format);
    },
  );

  it("tells HEIC (HEVC) from AVIF, though both are HEIF files", () => {
    expect(imageKind(fakeHeic())).toBe("heic");
    expect(imageKind(ftyp("mif1", "mif1", "heic"))).toBe("heic");
    expect(imageKind(ftyp("mif1", "mif1", "avif", "miaf"))).toBe("avif");
    expect(imageKind(ftyp("isom", "isom", "mp41"))).toBeNull();
  });

  it("knows nothing else, whatever the name says", () => {
    expect(imageKind(Buffer.from("just text, saved as photo.jpg"))).toBeNull();
    expect(imageKind(Buffer.from("%PDF-1.7\n"))).toBeNull();
    expect(imageKind(Buffer.from("GIF89a"))).toBeNull();
    expect(imageKind(new Uint8Array(0))).toBeNull();
  });
});
