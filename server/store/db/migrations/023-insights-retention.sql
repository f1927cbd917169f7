-- How long the Insights daily totals are kept (core/api/insights.ts,
-- InsightsSettings; docs/decisions/048-insights-counting.md). One row, like
-- contact_settings; the default is INSIGHTS_SETTINGS_DEFAULTS. The retention
-- sweep (server/store/jobs/retention.ts) deletes every daily total older
-- than keep_months. The privacy page states the figure, so a change
-- notifies the other instances like a publish does.
CREATE TABLE insights_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  keep_months integer NOT NULL DEFAULT 25
    CHECK (keep_months BETWEEN 1 AND 120)
);

INSERT INTO insights_settings DEFAULT VALUES;

CREATE TRIGGER insights_settings_changed
  AFTER UPDATE ON insights_settings
  FOR EACH ROW EXECUTE FUNCTION notify_testimonials_changed();
