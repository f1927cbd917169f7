import type { ContactPageState } from "../../web/page/app/boot-data";

/** What the enquiry call may redirect back with (`?refused=`); anything else reads as "invalid". */
const REFUSALS = [
  "name",
  "email",
  "company",
  "otherParties",
  "message",
  "acknowledged",
  "rate",
  "invalid",
] as const;

/**
 * The enquiry page's state from its query: `?sent=1` after an enquiry was
 * received, `?refused=<why>` after one was refused. A few fixed values, so
 * the page cache keeps a handful of renderings at most.
 */
export function contactPageState(query: URLSearchParams): ContactPageState {
  if (query.get("sent") === "1") return { sent: true };
  const refused = query.get("refused");
  if (refused === null) return null;
  return {
    refused: (REFUSALS as readonly string[]).includes(refused)
      ? (refused as (typeof REFUSALS)[number])
      : "invalid",
  };
}
