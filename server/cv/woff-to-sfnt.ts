import { inflateSync } from "node:zlib";

const HEADER_BYTES = 44;
const WOFF_ENTRY_BYTES = 20;
const SFNT_ENTRY_BYTES = 16;
const padded = (length: number) => (length + 3) & ~3;

/**
 * A WOFF 1.0 file unpacked to the TrueType/OpenType file it wraps: the same
 * tables, inflated with Node's zlib. fontkit reads a WOFF file's tables
 * through a pure-JavaScript inflate, again on every glyph it looks up, which
 * made a CV's fonts cost tens of milliseconds per PDF.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF")
    throw new Error("font: not a WOFF 1.0 file");
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const at = HEADER_BYTES + index * WOFF_ENTRY_BYTES;
    const offset = woff.readUInt32BE(at + 4);
    const packedLength = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const packed = woff.subarray(offset, offset + packedLength);
    const data = packedLength < length ? inflateSync(packed) : packed;
    if (data.length !== length)
      throw new Error("font: a WOFF table does not unpack to its length");
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data,
    };
  });
  let offset = 12 + SFNT_ENTRY_BYTES * count;
  const sfnt = Buffer.alloc(
    tables.reduce((size, table) => size + padded(table.data.length), offset),
  );
  const power = 2 ** Math.floor(Math.log2(count));
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0); // the wrapped font's flavour
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(power * SFNT_ENTRY_BYTES, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE((count - power) * SFNT_ENTRY_BYTES, 10);
  tables.forEach((table, index) => {
    const entry = 12 + index * SFNT_ENTRY_BYTES;
    table.tag.copy(sfnt, entry);
    sfnt.writeUInt32BE(table.checksum, entry + 4);
    sfnt.writeUInt32BE(offset, entry + 8);
    sfnt.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
