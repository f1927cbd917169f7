/**
 * The visitor's theme. The page follows the system's colour scheme until the
 * visitor picks one with the toggle; the pick is kept in localStorage under
 * THEME_KEY ("light" or "dark").
 */
export const THEME_KEY = "theme";

export type Theme = "light" | "dark";
