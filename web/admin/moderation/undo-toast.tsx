import { useEffect, useEffectEvent, useState } from "react";
import { Button } from "../../ui/button";

/**
 * How long the toast (and its Undo) stays.
 * @internal
 */
export const TOAST_MS = 6_000;

/** A change that can still be undone, as the toast says it. */
export interface UndoableChange {
  /** Tells two changes apart (each gets its own toast and time). */
  serial: number;
  /** What changed, e.g. "Approved: Ana Lima." */
  text: string;
}

/**
 * Says what just changed, with an Undo button, for TOAST_MS. The live region
 * stays in the page, so what appears in it is announced.
 */
export function UndoToast({
  change,
  onUndo,
  onExpire,
}: {
  change: UndoableChange | null;
  onUndo: () => void;
  onExpire: () => void;
}) {
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-10 flex justify-center px-4"
    >
      {change && (
        <Toast
          key={change.serial}
          change={change}
          onUndo={onUndo}
          onExpire={onExpire}
        />
      )}
    </div>
  );
}

/** One change's toast: its time stops while the pointer is over it or focus is in it (WCAG 2.2.1). */
function Toast({
  change,
  onUndo,
  onExpire,
}: {
  change: UndoableChange;
  onUndo: () => void;
  onExpire: () => void;
}) {
  const [held, setHeld] = useState(false);
  const expire = useEffectEvent(onExpire);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => expire(), TOAST_MS);
    return () => clearTimeout(timer);
  }, [held]);

  return (
    <div
      className="pointer-events-auto flex items-center gap-4 rounded-lg border border-white/15 bg-surface-raised px-4 py-3 shadow-lg"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <p>{change.text}</p>
      <Button size="sm" onClick={onUndo}>
        Undo
      </Button>
    </div>
  );
}
