/** Spec: language bars have 3 levels. */
export const LANGUAGE_LEVELS = 3;

const LEVELS: Record<string, number> = {
  Native: 3,
  "Cambridge FCE": 3,
  "Working proficiency": 2,
  A1: 1,
};

/** The bar level for a language note: Native and Cambridge FCE 3, Working proficiency 2, A1 1, anything else 2. */
export function languageLevel(note: string): number {
  return LEVELS[note] ?? 2;
}
