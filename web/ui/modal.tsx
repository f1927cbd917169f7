import { useEffect, useRef, type ReactNode } from "react";

/**
 * A native modal <dialog>: the browser traps focus, closes on Escape and
 * returns focus to the opener; `onClose` hears every way it closes.
 */
export function Modal({
  open,
  labelledBy,
  onClose,
  children,
}: {
  open: boolean;
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onClose={onClose}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-lg border border-white/15 bg-surface-raised p-6 text-ink backdrop:bg-black/70"
    >
      {open && children}
    </dialog>
  );
}
