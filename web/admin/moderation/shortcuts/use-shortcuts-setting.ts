import { useSyncExternalStore } from "react";

const STORAGE_KEY = "admin-keyboard-shortcuts";

// Not stored (storage blocked): the choice still holds until the page is left.
let unstored: boolean | null = null;
const listeners = new Set<() => void>();

const read = () => {
  if (unstored !== null) return unstored;
  try {
    return localStorage.getItem(STORAGE_KEY) !== "off";
  } catch {
    return true; // Storage blocked: on, as by default.
  }
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const set = (on: boolean) => {
  try {
    localStorage.setItem(STORAGE_KEY, on ? "on" : "off");
  } catch {
    unstored = on;
  }
  for (const listener of listeners) listener();
};

/**
 * Whether the admin lists' single-key shortcuts are on (the Testimonials and
 * Enquiries tabs share one setting, and each sees the other's change at
 * once); remembered in this browser.
 */
export function useShortcutsSetting() {
  const enabled = useSyncExternalStore(subscribe, read, () => true);
  return [enabled, set] as const;
}
