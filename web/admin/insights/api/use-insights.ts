import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type {
  InsightsPeriod,
  InsightsReport,
} from "../../../../core/api/insights";
import { adminFetch } from "../../shell/query";

/** What the site did over the last `days` (UTC), one cache entry per period. */
export function useInsights(days: InsightsPeriod) {
  return useQuery({
    queryKey: ["admin", "insights", days] as const,
    queryFn: () => adminFetch<InsightsReport>(`/insights?days=${days}`),
    // The last period's numbers stay while the next loads, so the screen does not jump.
    placeholderData: keepPreviousData,
  });
}

/** Where the period's daily totals download as CSV. */
export const insightsCsvHref = (days: InsightsPeriod) =>
  `/api/admin/insights.csv?days=${days}`;
