import { useEffect, useRef, type RefObject } from "react";

/** The card to focus (by its item's id), else the place in the list to focus. */
type FocusRequest = { id: string | null; index: number };

export const cardElement = (id: string) => document.getElementById(`t-${id}`);

/**
 * After an action the acted-on card (and the button that had focus) may be
 * gone. Once the list shows the result, focus goes to the card asked for,
 * else to the one now at the acted-on card's place (the next to review), else
 * to the list itself.
 */
export function useFocusAfterChange(
  items: readonly { id: string }[] | undefined,
  settled: boolean,
  list: RefObject<HTMLElement | null>,
  elementFor: (id: string) => HTMLElement | null = cardElement,
) {
  const request = useRef<FocusRequest | null>(null);
  useEffect(() => {
    const asked = request.current;
    if (!asked || !items || !settled) return;
    request.current = null;
    const at = items[Math.min(asked.index, items.length - 1)];
    const target =
      (asked.id && elementFor(asked.id)) || (at && elementFor(at.id));
    (target ?? list.current)?.focus();
  });
  return (asked: FocusRequest) => {
    request.current = asked;
  };
}
