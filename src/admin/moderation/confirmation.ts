import type { AdminTestimonial } from "../../../core/moderation";
import type { Confirmation } from "../confirm-dialog";
import type { Action } from "../testimonial-card";

export type ConfirmedAction = Exclude<Action, { kind: "edit" }>;

/** What the owner is asked before an action, in words naming the testimonial. */
export function confirmationFor(
  item: AdminTestimonial,
  action: ConfirmedAction,
): Confirmation {
  const who = `the testimonial from ${item.name}`;
  switch (action.kind) {
    case "status":
      return action.status === "approved"
        ? {
            title: "Approve this testimonial?",
            body: `Approve ${who}? It appears on the public page at once.`,
            confirmLabel: "Approve",
          }
        : action.status === "rejected"
          ? {
              title: "Reject this testimonial?",
              body: `Reject ${who}? It is hidden from the public page at once.`,
              confirmLabel: "Reject",
            }
          : {
              title: "Move back to pending?",
              body: `Move ${who} back to pending? It is hidden from the public page until approved again.`,
              confirmLabel: "Move to pending",
            };
    case "anonymise":
      return {
        title: "Anonymise this testimonial?",
        body: `The name of ${who} becomes 'Anonymous' and the company and relationship are cleared, also in the kept original. This cannot be undone.`,
        confirmLabel: "Anonymise",
        destructive: true,
      };
    case "delete":
      return {
        title: "Delete permanently?",
        body: `Delete ${who} and its consent record permanently? This cannot be undone.`,
        confirmLabel: "Delete permanently",
        destructive: true,
      };
  }
}

/** The status line after an action succeeded. */
export function doneMessage(action: Action): string {
  switch (action.kind) {
    case "status":
      return action.status === "approved"
        ? "Approved."
        : action.status === "rejected"
          ? "Rejected."
          : "Moved back to pending.";
    case "edit":
      return "Changes saved.";
    case "anonymise":
      return "Anonymised.";
    case "delete":
      return "Deleted permanently.";
  }
}
