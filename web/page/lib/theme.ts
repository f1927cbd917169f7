import { THEME_KEY, type Theme } from "../../../core/theme";

/** The theme on screen: the visitor's pick, else the system's. */
function currentTheme(): Theme {
  const picked = document.documentElement.dataset.theme;
  if (picked === "light" || picked === "dark") return picked;
  return window.matchMedia("(prefers-color-scheme: dark)").matches
    ? "dark"
    : "light";
}

/** Switches to the other theme and remembers the pick on this browser. */
export function toggleTheme(): void {
  const next: Theme = currentTheme() === "dark" ? "light" : "dark";
  document.documentElement.dataset.theme = next;
  try {
    localStorage.setItem(THEME_KEY, next);
  } catch {
    // Storage refused (a private mode): the pick lasts until the page is left.
  }
}
