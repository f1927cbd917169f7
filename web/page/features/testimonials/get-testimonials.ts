import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import type { PublicTestimonial } from "../../../../core/testimonials/testimonial";
import type { RenderedTestimonial } from "../../app/boot-data";
import { backendHeaders, type BackendConfig, type Testimonial } from "./types";

const LIST_PATH = "/rest/v1/testimonials_public?select=*&order=created_at.desc";

const testimonialsQueryKey = (backendUrl: string) =>
  ["testimonials", backendUrl] as const;

const isRow = (row: unknown): row is PublicTestimonial =>
  typeof row === "object" &&
  row !== null &&
  typeof (row as PublicTestimonial).id === "string" &&
  typeof (row as PublicTestimonial).name === "string" &&
  typeof (row as PublicTestimonial).comment === "string";

/**
 * GET the approved testimonials from testimonials_public, newest first
 * (ordered by created_at descending), on page load.
 */
async function fetchTestimonials(
  config: BackendConfig,
  signal?: AbortSignal,
): Promise<PublicTestimonial[]> {
  const response = await fetch(config.backendUrl + LIST_PATH, {
    headers: backendHeaders(config),
    signal,
  });
  if (!response.ok)
    throw new Error(`Testimonials request failed with ${response.status}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body))
    throw new Error("Testimonials response is not a list");
  // A malformed row is dropped rather than breaking the carousel.
  return body.filter(isRow);
}

interface UseTestimonialsOptions extends BackendConfig {
  /** Rows the server rendered into the page, so hydration matches the HTML. */
  initial: RenderedTestimonial[] | null;
  /** Null when the owner has no fallback (or it may not be shown). */
  fallback: Testimonial | null;
}

/**
 * The carousel's list: the fetched rows when there is at least one, else the
 * fallback (if any). Uses TanStack Query's defaults on purpose (3 retries, back-off 1 s
 * doubling to 30 s, gc 5 min: the page's cache rules); errors go to the console only.
 */
export function useTestimonials({
  backendUrl,
  apiKey,
  initial,
  fallback,
}: UseTestimonialsOptions) {
  // Server-rendered rows are shown at once, keyed by their place (they
  // come without ids), until the list call, made on load, answers.
  const query = useQuery({
    queryKey: testimonialsQueryKey(backendUrl),
    queryFn: ({ signal }) => fetchTestimonials({ backendUrl, apiKey }, signal),
  });
  const { error } = query;
  useEffect(() => {
    if (error) console.error("Could not load testimonials:", error);
  }, [error]);
  const rows = query.data;
  const items = useMemo((): Testimonial[] => {
    const none = fallback ? [fallback] : [];
    if (rows) return rows.length ? rows : none;
    if (initial?.length)
      return initial.map((row, index) => ({ ...row, id: `rendered-${index}` }));
    return none;
  }, [rows, initial, fallback]);
  return { items };
}
