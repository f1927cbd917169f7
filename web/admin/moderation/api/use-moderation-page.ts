import {
  keepPreviousData,
  useQuery,
  type QueryClient,
} from "@tanstack/react-query";
import type {
  AdminPage,
  TestimonialPlace,
} from "../../../../core/api/moderation";
import { adminFetch } from "../../shell/query";
import { moderationPageKey, moderationPagesKey } from "./query-keys";

const getModerationPage = ({ status, page }: TestimonialPlace) =>
  adminFetch<AdminPage>(`/testimonials?status=${status}&page=${page}`);

/** One page of testimonials in a status, with the counts per status; the last page stays shown while the next loads. */
export function useModerationPage(place: TestimonialPlace | null) {
  return useQuery({
    queryKey: moderationPageKey(place),
    queryFn: () => getModerationPage(place!),
    enabled: place !== null,
    placeholderData: keepPreviousData,
  });
}

/** After any change: every page and count is fetched again (the mutation waits for it). */
export const refreshModerationPages = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: moderationPagesKey });
