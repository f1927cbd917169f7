// File names the owner chooses (the CV's) and the names of files we send:
// letters of any script, accented or not, digits, spaces, "-", "_" and ".",
// starting with a letter or a digit. Nothing else reaches a download header
// or a saved file: no quote, slash, control or direction character, and no
// name that is hidden or reads as an option.
const SAFE = /^[\p{L}\p{Nd}][\p{L}\p{M}\p{Nd} ._-]*$/u;
const UNSAFE_RUN = /[^\p{L}\p{M}\p{Nd} ._-]+/gu;
const UNSAFE_START = /^[^\p{L}\p{Nd}]+/u;

export const isSafeFileName = (name: string) => SAFE.test(name);

/**
 * `name` with each run of other characters replaced by "_" and what may not
 * start it dropped; "" when nothing safe is left.
 */
export function safeFileName(name: string): string {
  const safe = name
    .normalize("NFC")
    .replace(UNSAFE_RUN, "_")
    .replace(UNSAFE_START, "")
    .trimEnd();
  return isSafeFileName(safe) ? safe : "";
}
