import { useEffect, useId, useRef, useState, type ReactNode } from "react";

/** Spec: tooltips open after 700 ms of hover; for 300 ms after one closes, the next opens at once. */
const TOOLTIP_DELAY_MS = 700;
const TOOLTIP_SKIP_DELAY_MS = 300;

// Shared by every tooltip on the page: when the last one closed.
let lastClosedAt = -Infinity;

interface TooltipProps {
  content: string;
  /** Renders the trigger; spread the props on the focusable element. */
  children: (trigger: { "aria-describedby"?: string }) => ReactNode;
  side?: "bottom" | "right";
}

/**
 * A small tooltip: hover (with delay) or keyboard focus (at once) opens it;
 * leaving, pressing, blur or Escape closes it.
 */
export function Tooltip({ content, children, side = "bottom" }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Focus that follows a pointer press is not keyboard focus: no tooltip then.
  const pressed = useRef(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (delay: number) => {
    clearTimeout(timer.current);
    if (delay <= 0) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    if (open) lastClosedAt = Date.now();
    setOpen(false);
  };
  const hover = () =>
    show(
      Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS,
    );

  return (
    <span
      className="relative inline-flex"
      onMouseEnter={hover}
      onMouseLeave={() => {
        pressed.current = false;
        hide();
      }}
      onPointerDown={() => {
        pressed.current = true;
        hide();
      }}
      onFocus={() => {
        if (!pressed.current) show(0);
        pressed.current = false;
      }}
      onBlur={hide}
      onKeyDown={(event) => event.key === "Escape" && hide()}
    >
      {children(open ? { "aria-describedby": id } : {})}
      {open && (
        <span
          id={id}
          role="tooltip"
          className={`pointer-events-none absolute z-50 w-max max-w-56 rounded-md bg-ink px-2.5 py-1.5 text-xs font-medium text-surface shadow-lg ${
            side === "right"
              ? "top-1/2 left-full ml-2 -translate-y-1/2"
              : "top-full right-0 mt-2"
          }`}
        >
          {content}
        </span>
      )}
    </span>
  );
}
