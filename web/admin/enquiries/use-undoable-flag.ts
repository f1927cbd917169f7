import { useState } from "react";
import type { AdminEnquiry } from "../../../core/api/enquiries";
import { useChangeEnquiry } from "./api/use-change-enquiry";

/** A read or handled change that can still be undone. */
export interface FlagChange {
  id: string;
  name: string;
  flag: "read" | "handled";
  to: boolean;
  /** Tells two changes of one enquiry apart (each gets its own toast). */
  serial: number;
}

interface Outcome {
  onSuccess: (change: FlagChange) => void;
  onError: (error: Error) => void;
}

const DONE = {
  read: { true: "Marked read", false: "Marked unread" },
  handled: { true: "Marked handled", false: "Reopened" },
} as const;

/** What the undo toast says after a change. */
export const flagChangeText = (change: FlagChange) =>
  `${DONE[change.flag][`${change.to}`]}: ${change.name}.`;

/** What the status line says once a change is undone. */
export const undoneText = (change: FlagChange) =>
  `Undone: ${change.name} is ${
    change.flag === "read"
      ? change.to
        ? "unread"
        : "read"
      : change.to
        ? "open"
        : "handled"
  } again.`;

let serial = 0;

const isOn = (item: AdminEnquiry, flag: FlagChange["flag"]) =>
  (flag === "read" ? item.readAt : item.handledAt) !== null;

/**
 * Marks an enquiry read or unread, handled or open, at once, remembering the
 * last change so it can be undone (the flag is set back).
 */
export function useUndoableFlag() {
  const changeEnquiry = useChangeEnquiry();
  const [last, setLast] = useState<FlagChange | null>(null);

  const change = (
    item: AdminEnquiry,
    flag: FlagChange["flag"],
    to: boolean,
    outcome: Outcome,
  ) => {
    if (changeEnquiry.isPending || isOn(item, flag) === to) return;
    const made = { id: item.id, name: item.name, flag, to, serial: ++serial };
    changeEnquiry.mutate(
      { id: item.id, change: { [flag]: to } },
      {
        onSuccess: () => {
          setLast(made);
          outcome.onSuccess(made);
        },
        onError: outcome.onError,
      },
    );
  };

  const undo = (outcome: Outcome) => {
    if (changeEnquiry.isPending || !last) return;
    const undone = last;
    changeEnquiry.mutate(
      { id: undone.id, change: { [undone.flag]: !undone.to } },
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
