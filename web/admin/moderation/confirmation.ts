import type { AdminTestimonial } from "../../../core/api/moderation";
import type { Confirmation } from "./confirm-dialog";
import type { Action } from "./testimonial-card";

/** The actions that cannot be undone, so they are confirmed first. */
export type ConfirmedAction = Extract<
  Action,
  { kind: "anonymise" } | { kind: "delete" }
>;

/** What the owner is asked before an action, in words naming the testimonial. */
export function confirmationFor(
  item: AdminTestimonial,
  action: ConfirmedAction,
): Confirmation {
  const who = `the testimonial from ${item.name}`;
  switch (action.kind) {
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

/** The status line after an edit or a confirmed action succeeded. */
export function doneMessage(
  action: ConfirmedAction | { kind: "edit" },
): string {
  switch (action.kind) {
    case "edit":
      return "Changes saved.";
    case "anonymise":
      return "Anonymised.";
    case "delete":
      return "Deleted permanently.";
  }
}
