import { safeFileName } from "../../core/file-name";

/**
 * The Content-Disposition of a download (RFC 6266): the name, made safe
 * (core/file-name.ts), as `filename*` in UTF-8 (RFC 8187), and as a plain
 * ASCII `filename` for clients that read only that one.
 */
export function attachment(fileName: string): string {
  const name = safeFileName(fileName) || "download";
  const ascii = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9 ._-]+/g, "_");
  // A safe name holds none of the characters encodeURIComponent leaves
  // alone but RFC 8187's attr-char does not allow (' ( ) *).
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
