import { useState } from "react";
import type { AdminTestimonial, Status } from "../../../core/api/moderation";
import { useSetStatus } from "./api/use-set-status";

/** A status change that can still be undone. */
export interface StatusChange {
  id: string;
  name: string;
  from: Status;
  to: Status;
  /** Tells two changes of one testimonial apart (each gets its own toast). */
  serial: number;
}

interface Outcome<T> {
  onSuccess: (change: T) => void;
  onError: (error: Error) => void;
}

let serial = 0;

const DONE: Record<Status, string> = {
  approved: "Approved",
  rejected: "Rejected",
  pending: "Moved back to pending",
};

/** What the undo toast says after a status change. */
export const statusChangeText = (change: StatusChange) =>
  `${DONE[change.to]}: ${change.name}.`;

/**
 * Approve, reject or move back to pending at once, remembering the last
 * change so it can be undone (the previous status is set again).
 */
export function useUndoableStatus() {
  const setStatus = useSetStatus();
  const [last, setLast] = useState<StatusChange | null>(null);

  const change = (
    item: AdminTestimonial,
    to: Status,
    outcome: Outcome<StatusChange>,
  ) => {
    if (setStatus.isPending || item.status === to) return;
    const made = {
      id: item.id,
      name: item.name,
      from: item.status,
      to,
      serial: ++serial,
    };
    setStatus.mutate(
      { id: item.id, status: to },
      {
        onSuccess: () => {
          setLast(made);
          outcome.onSuccess(made);
        },
        onError: outcome.onError,
      },
    );
  };

  const undo = (outcome: Outcome<StatusChange>) => {
    if (setStatus.isPending || !last) return;
    const undone = last;
    setStatus.mutate(
      { id: undone.id, status: undone.from },
      {
        onSuccess: () => {
          setLast(null);
          outcome.onSuccess(undone);
        },
        onError: outcome.onError,
      },
    );
  };

  return { last, change, undo, forget: () => setLast(null) };
}
