/**
 * The owner's unsaved document, kept in this browser until the server has it,
 * so a dropped session or network loses nothing.
 */
interface LocalDraft {
  document: unknown;
  savedAt: string;
}

const keyFor = (lang: string) => `admin-content-draft:${lang}`;

export function readLocalDraft(lang: string): LocalDraft | null {
  try {
    const stored = JSON.parse(localStorage.getItem(keyFor(lang)) ?? "null");
    return stored && typeof stored.savedAt === "string" && "document" in stored
      ? (stored as LocalDraft)
      : null;
  } catch {
    return null;
  }
}

/** Keeps the document; false when the browser refuses (storage full or disabled). */
export function writeLocalDraft(lang: string, document: unknown): boolean {
  try {
    const draft: LocalDraft = { document, savedAt: new Date().toISOString() };
    localStorage.setItem(keyFor(lang), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearLocalDraft(lang: string) {
  try {
    localStorage.removeItem(keyFor(lang));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
