import { useCallback, useState } from "react";
import { flushSync } from "react-dom";

const UNFOLD = "content-unfold";
const key = (sectionId: string) => `admin-content-folded:${sectionId}`;

function storedFolded(sectionId: string) {
  try {
    return localStorage.getItem(key(sectionId)) === "1";
  } catch {
    return false;
  }
}

/** Whether a section of the form is folded, remembered in this browser. */
export function useFolded(sectionId: string) {
  const [folded, setState] = useState(() => storedFolded(sectionId));
  const setFolded = useCallback(
    (next: boolean) => {
      setState(next);
      try {
        if (next) localStorage.setItem(key(sectionId), "1");
        else localStorage.removeItem(key(sectionId));
      } catch {
        // Private mode or a full store: the fold holds until the page reloads.
      }
    },
    [sectionId],
  );
  return [folded, setFolded] as const;
}

/** Listens for a request to open the folded section `element` (see `focusField`). */
export function onUnfold(element: HTMLElement, open: () => void) {
  element.addEventListener(UNFOLD, open);
  return () => element.removeEventListener(UNFOLD, open);
}

/**
 * Opens the folded section around `element`, if any, at once (a hidden field
 * cannot take focus). Call it from an event handler or a timer, not from a
 * React effect: React does not re-render synchronously inside one.
 */
export function openAround(element: Element) {
  const folded = element.closest<HTMLElement>("[data-folded]");
  if (folded) flushSync(() => folded.dispatchEvent(new Event(UNFOLD)));
}

/** Focuses a field (or the field with this id), opening its section first. */
export function focusField(field: HTMLElement | string) {
  const element =
    typeof field === "string" ? document.getElementById(field) : field;
  if (!element) return;
  openAround(element);
  element.focus();
}
