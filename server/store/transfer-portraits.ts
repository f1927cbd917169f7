import {
  PORTRAIT_FORMATS,
  PORTRAIT_WIDTHS,
  parsePortraitFileName,
  portraitFileName,
} from "../../core/portrait-files";
import type { PortraitFiles } from "./portrait-files";
import type { ContentExport } from "./transfer-content";

/** A portrait file in an export: its bytes in base64. */
export interface PortraitExport {
  name: string;
  contentType: string;
  bytes: string;
}

/** The portraits a document names: its id and the widths derived (the standard ones when a draft lost them). */
function portraitsIn(document: unknown): { id: string; widths: number[] }[] {
  const portrait = (document as { portrait?: unknown } | null)?.portrait as
    { id?: unknown; widths?: unknown } | null | undefined;
  if (typeof portrait?.id !== "string") return [];
  const widths = Array.isArray(portrait.widths)
    ? portrait.widths.filter((w): w is number => Number.isInteger(w))
    : [];
  return [{ id: portrait.id, widths: [...PORTRAIT_WIDTHS, ...widths] }];
}

/**
 * The files of every portrait the content names, in any revision or draft
 * (an old revision can be restored, so its portrait is kept too). Files are
 * named by their content's hash and never change: reading them after the
 * rows' snapshot gives the same bytes.
 */
export async function exportPortraits(
  content: ContentExport,
  portraits: PortraitFiles,
): Promise<PortraitExport[]> {
  const names = new Set<string>();
  for (const row of [...content.revisions, ...content.drafts])
    for (const { id, widths } of portraitsIn(row.document))
      for (const width of widths)
        for (const format of PORTRAIT_FORMATS) {
          const name = portraitFileName(id, width, format);
          if (parsePortraitFileName(name)) names.add(name);
        }
  const files: PortraitExport[] = [];
  for (const name of [...names].sort()) {
    const file = await portraits.get(name);
    if (file)
      files.push({
        name,
        contentType: file.contentType,
        bytes: Buffer.from(file.bytes).toString("base64"),
      });
  }
  return files;
}

/** Writes the export's portrait files; a name already stored keeps its bytes. Returns how many were new. */
export async function importPortraits(
  files: PortraitExport[],
  portraits: PortraitFiles,
): Promise<number> {
  let added = 0;
  for (const file of files) {
    if (await portraits.get(file.name)) continue;
    await portraits.put([
      {
        name: file.name,
        contentType: file.contentType,
        bytes: Buffer.from(file.bytes, "base64"),
      },
    ]);
    added++;
  }
  return added;
}

/** Checks a portrait entry of an export file; the message says what is wrong. */
export function checkPortraitExport(value: unknown): string | null {
  const file = value as Partial<PortraitExport> | null;
  if (typeof file?.name !== "string" || !parsePortraitFileName(file.name))
    return `${JSON.stringify(file?.name)} is not a portrait file name`;
  if (typeof file.contentType !== "string")
    return `${file.name} has no content type`;
  if (
    typeof file.bytes !== "string" ||
    !/^[A-Za-z0-9+/]*={0,2}$/.test(file.bytes)
  )
    return `${file.name} has no base64 bytes`;
  return null;
}
