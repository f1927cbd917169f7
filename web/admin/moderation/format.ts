const formatter = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});
const dateFormatter = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeZone: "UTC",
});
const relative = new Intl.RelativeTimeFormat("en-GB", { numeric: "auto" });

/** A server timestamp in UTC, e.g. "22 Nov 2026, 14:05 UTC". */
export const formatTime = (iso: string) =>
  `${formatter.format(new Date(iso))} UTC`;

/** A server timestamp's day in UTC, e.g. "22 Nov 2026". */
export const formatDate = (iso: string) => dateFormatter.format(new Date(iso));

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["minute", 60],
  ["hour", 60 * 60],
  ["day", 24 * 60 * 60],
  ["month", 30 * 24 * 60 * 60],
  ["year", 365 * 24 * 60 * 60],
];

/** How long ago a past timestamp was, e.g. "3 days ago", "yesterday", "just now". */
export function formatAgo(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, (now - Date.parse(iso)) / 1000);
  if (seconds < 60) return "just now";
  const [unit, size] = STEPS.findLast(([, size]) => seconds >= size)!;
  return relative.format(-Math.floor(seconds / size), unit);
}

/** "Acme • Client", whichever parts exist. */
export const joinMeta = (company: string | null, relationship: string | null) =>
  [company, relationship].filter(Boolean).join(" • ");
