import { Modal } from "./modal";

export interface Confirmation {
  title: string;
  body: string;
  confirmLabel: string;
  destructive?: boolean;
}

/** Asks before an action; Cancel (or Escape) does nothing. */
export function ConfirmDialog({
  confirmation,
  onConfirm,
  onCancel,
}: {
  confirmation: Confirmation | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      open={confirmation !== null}
      labelledBy="confirm-title"
      onClose={onCancel}
    >
      {confirmation && (
        <>
          <h2 id="confirm-title" className="mb-3 text-xl font-semibold">
            {confirmation.title}
          </h2>
          <p className="mb-6 text-ink-muted">{confirmation.body}</p>
          <div className="flex justify-end gap-3">
            <button
              type="button"
              onClick={onCancel}
              className="rounded-md border border-white/25 px-4 py-2"
            >
              Cancel
            </button>
            <button
              type="button"
              onClick={onConfirm}
              className={
                confirmation.destructive
                  ? "rounded-md bg-red-300 px-4 py-2 font-semibold text-surface"
                  : "rounded-md bg-accent px-4 py-2 font-semibold text-surface"
              }
            >
              {confirmation.confirmLabel}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
