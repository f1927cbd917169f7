import { useState } from "react";

const STORAGE_KEY = "admin-keyboard-shortcuts";

const stored = () => {
  try {
    return localStorage.getItem(STORAGE_KEY) !== "off";
  } catch {
    return true; // Storage blocked: on, as by default.
  }
};

/** Whether the moderation list's single-key shortcuts are on; remembered in this browser. */
export function useShortcutsSetting() {
  const [enabled, setEnabled] = useState(stored);
  const set = (on: boolean) => {
    setEnabled(on);
    try {
      localStorage.setItem(STORAGE_KEY, on ? "on" : "off");
    } catch {
      // Not remembered; still applies until the page is left.
    }
  };
  return [enabled, set] as const;
}
