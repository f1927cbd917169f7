import { Button } from "../../ui/button";
import { Modal } from "../../ui/modal";

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
            <Button onClick={onCancel}>Cancel</Button>
            <Button
              variant={confirmation.destructive ? "danger" : "primary"}
              onClick={onConfirm}
            >
              {confirmation.confirmLabel}
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
