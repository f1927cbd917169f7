import type { AdminEnquiry } from "../../../core/api/enquiries";
import type { Confirmation } from "../moderation/confirm-dialog";

/** The enquiry actions that cannot be undone, so they are confirmed first. */
export type ConfirmedEnquiryAction = "anonymise" | "delete";

/** What the owner is asked before an action, in words naming the enquiry. */
export function enquiryConfirmation(
  item: AdminEnquiry,
  action: ConfirmedEnquiryAction,
): Confirmation {
  const who = `the enquiry from ${item.name}`;
  return action === "anonymise"
    ? {
        title: "Anonymise this enquiry?",
        body: `The name of ${who} becomes 'Anonymised', and its e-mail address, company and other parties are cleared; the message stays. You can no longer reply from here. This cannot be undone.`,
        confirmLabel: "Anonymise",
        destructive: true,
      }
    : {
        title: "Delete permanently?",
        body: `Delete ${who} permanently? This cannot be undone.`,
        confirmLabel: "Delete permanently",
        destructive: true,
      };
}

/** The status line after a confirmed action succeeded. */
export const confirmedDone = (action: ConfirmedEnquiryAction) =>
  action === "anonymise" ? "Anonymised." : "Deleted permanently.";
