import {
  keepPreviousData,
  useQuery,
  type QueryClient,
} from "@tanstack/react-query";
import type {
  AdminPage,
  Status,
} from "../../../../core/testimonials/moderation";
import { adminFetch } from "../../shell/query";

const testimonialsKey = ["admin", "testimonials"] as const;

const getTestimonials = (status: Status, page: number) =>
  adminFetch<AdminPage>(`/testimonials?status=${status}&page=${page}`);

/** One page of testimonials in a status, with the counts per status; the last page stays shown while the next loads. */
export function useTestimonials(
  place: { status: Status; page: number } | null,
) {
  return useQuery({
    queryKey: [...testimonialsKey, place?.status, place?.page],
    queryFn: () => getTestimonials(place!.status, place!.page),
    enabled: place !== null,
    placeholderData: keepPreviousData,
  });
}

/** After any change: every page and count is fetched again (the mutation waits for it). */
export const refreshTestimonials = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: testimonialsKey });
