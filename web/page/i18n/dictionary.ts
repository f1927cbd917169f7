import type en from "./languages/en";

/** One language's interface texts; every language has every key. */
export type Dictionary = typeof en;
export type FormStrings = Dictionary["form"];
