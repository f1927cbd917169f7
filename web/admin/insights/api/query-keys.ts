/** The query key of how long the daily totals are kept (one cache entry). */
export const insightsSettingsKey = ["admin", "insights-settings"] as const;
