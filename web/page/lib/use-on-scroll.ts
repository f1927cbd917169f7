import { useEffect, useRef } from "react";

/**
 * Calls `onFrame` once after mount and then at most once per animation frame
 * while the page scrolls or resizes. Reads of layout belong in `onFrame`.
 */
export function useOnScroll(onFrame: () => void) {
  const latest = useRef(onFrame);
  useEffect(() => {
    latest.current = onFrame;
  });

  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          latest.current();
        });
    };
    latest.current();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, []);
}
