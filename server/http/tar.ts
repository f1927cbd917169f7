const BLOCK = 512;

/** A ustar header field: `text` in ASCII, NUL-padded, at `offset`. */
function field(header: Buffer, offset: number, length: number, text: string) {
  header.write(text.slice(0, length), offset, length, "ascii");
}

/** An octal number field, zero-padded, ending in NUL. */
const octal = (value: number, length: number) =>
  value.toString(8).padStart(length - 1, "0");

/**
 * A tar (ustar) entry: its 512-byte header, its data and the padding to the
 * next block. `name`: ASCII, at most 100 characters.
 * See https://pubs.opengroup.org/onlinepubs/9699919799/utilities/pax.html#tag_20_92_13_06
 */
export function tarEntry(name: string, data: Buffer, modified: Date): Buffer {
  if (!/^[\x20-\x7e]{1,100}$/.test(name))
    throw new Error(`tar: unsupported file name ${JSON.stringify(name)}`);
  const header = Buffer.alloc(BLOCK);
  field(header, 0, 100, name);
  field(header, 100, 8, octal(0o644, 8));
  field(header, 108, 8, octal(0, 8));
  field(header, 116, 8, octal(0, 8));
  field(header, 124, 12, octal(data.length, 12));
  field(header, 136, 12, octal(Math.floor(modified.getTime() / 1000), 12));
  // The checksum is summed with its own field read as spaces.
  header.fill(0x20, 148, 156);
  field(header, 156, 1, "0");
  field(header, 257, 6, "ustar");
  field(header, 263, 2, "00");
  let sum = 0;
  for (const byte of header) sum += byte;
  field(header, 148, 8, `${octal(sum, 7)}\0 `.slice(0, 8));
  const padding = (BLOCK - (data.length % BLOCK)) % BLOCK;
  return Buffer.concat([header, data, Buffer.alloc(padding)]);
}

/** The two empty blocks that end an archive. */
export const TAR_END = Buffer.alloc(2 * BLOCK);
