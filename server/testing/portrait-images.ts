// Test support: image files for the portrait upload, made on the spot.
import sharp from "sharp";

/** A grey image with gaussian noise (`sigma`), softened by `blur` when given: it compresses as a photo does. */
export function photoLike({
  width,
  height,
  sigma,
  blur,
}: {
  width: number;
  height: number;
  sigma: number;
  blur?: number;
}) {
  const image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma },
    },
  });
  return blur ? image.blur(blur) : image;
}

/** A photo-like JPEG carrying EXIF with a GPS position. */
export async function jpegWithGps({
  width = 1200,
  height = 1600,
  orientation,
}: { width?: number; height?: number; orientation?: number } = {}) {
  return photoLike({ width, height, sigma: 12, blur: 1.5 })
    .jpeg({ quality: 85 })
    .withMetadata(orientation ? { orientation } : {})
    .withExifMerge({
      IFD0: { Make: "TestCam", Model: "Portrait 1", Copyright: "Owner" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 2964/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "2/1 17/1 4032/100",
      },
    })
    .toBuffer();
}

/** A PNG whose left `split` pixels are red and the rest blue. */
export async function redThenBluePng(
  width: number,
  height: number,
  split: number,
) {
  const blue = await sharp({
    create: {
      width: width - split,
      height,
      channels: 3,
      background: "#0000ff",
    },
  })
    .png()
    .toBuffer();
  return sharp({
    create: { width, height, channels: 3, background: "#ff0000" },
  })
    .composite([{ input: blue, left: split, top: 0 }])
    .png()
    .toBuffer();
}

/** The start of an iPhone photo: an ISO-BMFF `ftyp` box with the HEIC brand, then filler. */
export function fakeHeic() {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write("ftypheic", 4, "latin1");
  ftyp.writeUInt32BE(0, 12);
  ftyp.write("mif1heic", 16, "latin1");
  return Buffer.concat([ftyp, Buffer.alloc(2000, 7)]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A few hundred bytes that declare a `width` × `height` greyscale PNG: a
 * decoder that trusted the header would set aside width × height bytes.
 */
export async function pngDeclaring(width: number, height: number) {
  const { deflateSync } = await import("node:zlib");
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(width + 1))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}
