const formatter = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/** A server timestamp in UTC, e.g. "22 Nov 2026, 14:05 UTC". */
export const formatTime = (iso: string) =>
  `${formatter.format(new Date(iso))} UTC`;

/** "Acme • Client", whichever parts exist. */
export const joinMeta = (company: string | null, relationship: string | null) =>
  [company, relationship].filter(Boolean).join(" • ");
