import { useEffect, useState } from "react";
import { prefersReducedMotion } from "./motion";

/** Spec: 50 ms per character; the cursor stays 2000 ms after typing ends. */
const TYPE_SPEED_MS = 50;
const CURSOR_HOLD_MS = 2000;

export interface Typewriter {
  /** The part of the text revealed so far. */
  shown: string;
  /** Whether the blinking cursor shows. */
  cursor: boolean;
}

/**
 * Reveals `text` one character at a time. The first render has nothing typed
 * yet, as the server renders it, so hydration matches; the component shows
 * the untyped rest faintly, never blank (styles.css), so a headline that was
 * painted before the script ran never disappears. With reduced motion the
 * whole text is typed at once and no cursor ever shows.
 */
export function useTypewriter(
  text: string,
  speed = TYPE_SPEED_MS,
  hold = CURSOR_HOLD_MS,
): Typewriter {
  const [state, setState] = useState({ count: 0, cursor: false });

  useEffect(() => {
    if (prefersReducedMotion()) {
      // The text is shown whole: nothing to animate.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setState({ count: text.length, cursor: false });
      return;
    }
    let count = 0;
    let holdTimer: ReturnType<typeof setTimeout> | undefined;
    // Starting an animation is synchronising with an external clock.
    setState({ count, cursor: true });
    const typing = setInterval(() => {
      count += 1;
      setState({ count, cursor: true });
      if (count >= text.length) {
        clearInterval(typing);
        holdTimer = setTimeout(() => setState({ count, cursor: false }), hold);
      }
    }, speed);
    return () => {
      clearInterval(typing);
      clearTimeout(holdTimer);
    };
  }, [text, speed, hold]);

  return { shown: text.slice(0, state.count), cursor: state.cursor };
}
