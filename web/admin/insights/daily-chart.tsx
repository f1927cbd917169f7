import type { InsightsDay } from "../../../core/api/insights";

const HEIGHT = 160;
const BAR_GAP = 0.2;

/**
 * Visitors and page views per day as paired bars, oldest first. Drawn for
 * the eye only (`aria-hidden`): the table beside it carries the same
 * numbers for everyone. Each day's group holds its numbers in data
 * attributes and a tooltip title.
 */
export function DailyChart({ daily }: { daily: InsightsDay[] }) {
  const most = Math.max(
    1,
    ...daily.map((d) => Math.max(d.visitors, d.pageViews)),
  );
  const width = daily.length * 10;
  const bar = (10 * (1 - BAR_GAP)) / 2;
  const height = (n: number) => (n / most) * (HEIGHT - 4);
  return (
    <svg
      aria-hidden="true"
      data-testid="daily-chart"
      viewBox={`0 0 ${width} ${HEIGHT}`}
      preserveAspectRatio="none"
      className="h-40 w-full"
    >
      <line
        x1={0}
        x2={width}
        y1={HEIGHT - 0.5}
        y2={HEIGHT - 0.5}
        className="stroke-ink-muted/40"
        strokeWidth={1}
        vectorEffect="non-scaling-stroke"
      />
      {daily.map((d, i) => (
        <g
          key={d.day}
          data-day={d.day}
          data-visitors={d.visitors}
          data-page-views={d.pageViews}
        >
          <title>{`${d.day}: ${d.visitors} visitors, ${d.pageViews} page views`}</title>
          <rect
            x={i * 10 + 1}
            y={HEIGHT - height(d.visitors)}
            width={bar}
            height={height(d.visitors)}
            className="fill-accent"
          />
          <rect
            x={i * 10 + 1 + bar}
            y={HEIGHT - height(d.pageViews)}
            width={bar}
            height={height(d.pageViews)}
            className="fill-ink-muted"
          />
        </g>
      ))}
    </svg>
  );
}
