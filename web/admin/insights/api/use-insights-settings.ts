import { useQuery } from "@tanstack/react-query";
import type { InsightsSettings } from "../../../../core/api/insights";
import { adminFetch } from "../../shell/query";
import { insightsSettingsKey } from "./query-keys";

const getInsightsSettings = () =>
  adminFetch<InsightsSettings>("/insights-settings");

/** How long the daily totals are kept. */
export function useInsightsSettings() {
  return useQuery({
    queryKey: insightsSettingsKey,
    queryFn: getInsightsSettings,
  });
}
