import {
  PORTRAIT_WIDTHS,
  parsePortraitFileName,
  type PortraitFormat,
} from "../../../core/content/portrait-files";
import { imageKind, type ImageKind } from "../../images/portrait/image-kind";
import type { PortraitFile, PortraitFiles } from "../repos/portrait-files";

/**
 * A portrait file in an export: its bytes in base64. `contentType` is
 * written for older versions, which read it; this one never does.
 */
export interface PortraitExport {
  name: string;
  contentType: string;
  bytes: string;
}

/** The portraits a document names: its id and the widths derived (the standard ones when a draft lost them). */
export function portraitsIn(
  document: unknown,
): { id: string; widths: number[] }[] {
  const portrait = (document as { portrait?: unknown } | null)?.portrait as
    { id?: unknown; widths?: unknown } | null | undefined;
  if (typeof portrait?.id !== "string") return [];
  const widths = Array.isArray(portrait.widths)
    ? portrait.widths.filter((w): w is number => Number.isInteger(w))
    : [];
  return [{ id: portrait.id, widths: [...PORTRAIT_WIDTHS, ...widths] }];
}

/** What a file of each format must start with (server/images/portrait/image-kind.ts), and its name in a message. */
const FORMAT_KINDS: Record<PortraitFormat, { kind: ImageKind; label: string }> =
  {
    avif: { kind: "avif", label: "an AVIF image" },
    webp: { kind: "webp", label: "a WebP image" },
    jpg: { kind: "jpeg", label: "a JPEG image" },
  };

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The file an export's entry holds, or what is wrong with it. */
function decodePortrait(value: unknown): PortraitFile | string {
  const { name, bytes } = (value ?? {}) as Partial<PortraitExport>;
  const parsed = typeof name === "string" ? parsePortraitFileName(name) : null;
  if (typeof name !== "string" || !parsed)
    return `${JSON.stringify(name)} is not a portrait file name`;
  if (typeof bytes !== "string" || !BASE64.test(bytes))
    return "bytes are not base64";
  const decoded = Buffer.from(bytes, "base64");
  const { kind, label } = FORMAT_KINDS[parsed.format];
  if (imageKind(decoded) !== kind) return `bytes are not ${label}`;
  return { name, bytes: decoded };
}

/**
 * The file of the export's `index`th portrait entry, checked to be the image
 * its name says (the name alone sets the type it is served with); throws one
 * line naming the entry when it is not.
 */
export function checkedPortrait(entry: unknown, index: number): PortraitFile {
  const file = decodePortrait(entry);
  if (typeof file === "string") throw new Error(`portraits[${index}]: ${file}`);
  return file;
}

/** Writes the file unless its name is already stored (that one keeps its bytes); whether it was new. */
export async function importPortrait(
  file: PortraitFile,
  portraits: PortraitFiles,
): Promise<boolean> {
  if (await portraits.get(file.name)) return false;
  await portraits.put([file]);
  return true;
}
