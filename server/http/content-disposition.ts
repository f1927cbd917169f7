import { safeFileName } from "../../core/file-name";

/**
 * The Content-Disposition of a download (RFC 6266): the name, made safe
 * (core/file-name.ts), as `filename*` in UTF-8 (RFC 8187), and as a plain
 * ASCII `filename` for clients that read only that one.
 */
export function attachment(fileName: string): string {
  return disposition("attachment", fileName);
}

/** The same for a file shown in the browser (a PDF in its viewer), with the name it is saved under. */
export function inline(fileName: string): string {
  return disposition("inline", fileName);
}

function disposition(kind: "attachment" | "inline", fileName: string) {
  const name = safeFileName(fileName) || "download";
  const ascii = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9 ._-]+/g, "_");
  // A safe name holds none of the characters encodeURIComponent leaves
  // alone but RFC 8187's attr-char does not allow (' ( ) *).
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
