import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InsightsSettings } from "../../../../core/api/insights";
import { adminFetch } from "../../shell/query";
import { insightsSettingsKey } from "./query-keys";

const saveInsightsSettings = (settings: InsightsSettings) =>
  adminFetch<InsightsSettings>("/insights-settings", {
    method: "PUT",
    body: settings,
  });

/** Replaces how long the daily totals are kept; the cache takes what the server saved. */
export function useSaveInsightsSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveInsightsSettings,
    onSuccess: (saved) => client.setQueryData(insightsSettingsKey, saved),
  });
}
