import type { Shortcut } from "../moderation/shortcuts/moderation-keys";

/** What a key does in the enquiry list. */
export type EnquiryCommand =
  "next" | "previous" | "open" | "handled" | "reply" | "undo" | "help";

/** Each key of the enquiry list (read by the moderation's shortcuts module). */
export const ENQUIRY_KEYS: Shortcut<EnquiryCommand>[] = [
  { key: "j", command: "next", does: "Next enquiry" },
  { key: "k", command: "previous", does: "Previous enquiry" },
  { key: "Enter", command: "open", does: "Open or close the enquiry" },
  { key: "o", command: "open", does: "Open or close the enquiry" },
  { key: "h", command: "handled", does: "Mark handled, or reopen" },
  { key: "r", command: "reply", does: "Reply in your mail program" },
  { key: "u", command: "undo", does: "Undo the last read or handled change" },
  { key: "?", command: "help", does: "Show these keys" },
];

export const ENQUIRY_KEYS_HINT =
  "In the list: j and k move, Enter or o opens, h marks handled, r replies, u undoes, ? lists them.";

export const ENQUIRY_KEYS_WHERE =
  "They work while focus is in the list (Tab to an enquiry's buttons, or click an enquiry), and not while typing in a field.";
