const TIME = new Intl.DateTimeFormat("en-GB", { timeStyle: "short" });
const DAY = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
});

/** "14:32" today, "24 Nov, 14:32" on another day. */
function when(at: string, now: Date) {
  const date = new Date(at);
  return date.toDateString() === now.toDateString()
    ? `at ${TIME.format(date)}`
    : `${DAY.format(date)}, ${TIME.format(date)}`;
}

/** The last thing the server confirmed for this editor: a draft saved, or the content published. */
export type Settled = { kind: "draft" | "published"; at: string } | null;

/**
 * The editor's state in a few words, for its bar. The text changes only when
 * the state does, so a live region reading it speaks once per change, not
 * once per keystroke. The editor opens settled on the server's draft or on
 * the live content, so it always says which of the two the form shows.
 */
export function saveStateText(
  {
    unsaved,
    failure,
    settled,
  }: {
    unsaved: boolean;
    failure: string | null;
    settled: Settled;
  },
  now = new Date(),
) {
  if (unsaved) return failure ?? "Unsaved changes";
  if (!settled) return "No unsaved changes";
  return settled.kind === "draft"
    ? `Draft saved ${when(settled.at, now)}, not published`
    : `Published ${when(settled.at, now)}`;
}
