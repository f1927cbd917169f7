import { useEffect, useRef, type RefObject } from "react";

/**
 * Each time the list's tab opens (`openings` counts them), focus goes to its
 * first item, else to the list, once the list shows: its keys then work at
 * once. Only from the page itself or a tab: focus the owner has put in a
 * field (or anywhere else) stays there.
 */
export function useFocusOnOpen(
  openings: number,
  shown: boolean,
  list: RefObject<HTMLElement | null>,
) {
  const done = useRef(0);
  useEffect(() => {
    if (!shown || openings === done.current) return;
    done.current = openings;
    const active = document.activeElement;
    if (
      active &&
      active !== document.body &&
      active.getAttribute("role") !== "tab"
    )
      return;
    const first = list.current?.querySelector<HTMLElement>("article");
    (first ?? list.current)?.focus({ preventScroll: true });
  });
}
