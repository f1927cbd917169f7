import { useId, useState, type ReactNode } from "react";
import {
  INSIGHTS_PERIODS,
  type InsightsPeriod,
  type InsightsReport,
} from "../../../core/api/insights";
import { LANGUAGE_INFO, type SiteLanguage } from "../../../core/site-languages";
import { SessionButtons } from "../shell/session-buttons";
import { insightsCsvHref, useInsights } from "./api/use-insights";
import { DailyChart } from "./daily-chart";
import { RetentionSetting } from "./retention-setting";

const PAGE_NAMES = {
  home: "Home",
  privacy: "Privacy notice",
  contact: "Contact",
} as const;
const REFERRER_KINDS = {
  search: "search engine",
  social: "social site",
  site: "website",
  campaign: "campaign",
} as const;

const count = (n: number) => n.toLocaleString("en-GB");
const language = (lang: string) =>
  LANGUAGE_INFO[lang as SiteLanguage]?.name ?? lang;
/** "27 Nov" from "2026-11-27" (UTC). */
const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });

/** Whether anything at all was counted in the period. */
const counted = (r: InsightsReport) =>
  r.totals.visitors +
    r.totals.pageViews +
    r.totals.notFoundViews +
    r.totals.cvDownloads +
    r.funnel.created +
    r.funnel.opened +
    r.funnel.answered +
    r.funnel.approved +
    r.testimonialsSubmitted +
    r.enquiriesReceived >
  0;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-ink-muted/30 bg-surface-raised p-4">
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** A two-column list of names and numbers, or a line saying there are none. */
function Ranked({
  rows,
  none,
}: {
  rows: { name: string; n: number }[];
  none: string;
}) {
  if (rows.length === 0) return <p className="text-ink-muted">{none}</p>;
  return (
    <ul className="space-y-1">
      {rows.map((row) => (
        <li key={row.name} className="flex justify-between gap-4">
          <span>{row.name}</span>
          <span className="tabular-nums">{count(row.n)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The 7/30/90-day choice as native radio buttons (arrow keys move between them), drawn as a segmented control. */
function PeriodChoice({
  days,
  onChange,
}: {
  days: InsightsPeriod;
  onChange: (days: InsightsPeriod) => void;
}) {
  const name = useId();
  return (
    <fieldset className="mb-6">
      <legend className="mb-2 font-semibold">Show the last</legend>
      <div className="inline-flex overflow-hidden rounded-lg border border-ink-muted/40">
        {INSIGHTS_PERIODS.map((period) => (
          <label
            key={period}
            className={`cursor-pointer px-4 py-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:-outline-offset-2 has-[:focus-visible]:outline-accent ${
              period === days
                ? "bg-accent-fill font-semibold text-on-accent"
                : "hover:bg-surface"
            }`}
          >
            <input
              type="radio"
              name={name}
              value={period}
              checked={period === days}
              onChange={() => onChange(period)}
              className="sr-only"
            />
            {period} days
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The daily numbers, the same the chart draws. */
function DailyTable({ report }: { report: InsightsReport }) {
  return (
    <table className="w-full text-sm tabular-nums">
      <caption className="sr-only">
        Visitors, page views and CV downloads per day
      </caption>
      <thead>
        <tr className="text-left">
          <th scope="col" className="py-1 pe-4">
            Day
          </th>
          <th scope="col" className="py-1 pe-4 text-right">
            Visitors
          </th>
          <th scope="col" className="py-1 pe-4 text-right">
            Page views
          </th>
          <th scope="col" className="py-1 text-right">
            CV downloads
          </th>
        </tr>
      </thead>
      <tbody>
        {report.daily.map((d) => (
          <tr key={d.day} className="border-t border-ink-muted/20">
            <th scope="row" className="py-0.5 pe-4 text-left font-normal">
              <time dateTime={d.day}>{shortDay(d.day)}</time>
            </th>
            <td className="py-0.5 pe-4 text-right">{count(d.visitors)}</td>
            <td className="py-0.5 pe-4 text-right">{count(d.pageViews)}</td>
            <td className="py-0.5 text-right">{count(d.cvDownloads)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Report({ report }: { report: InsightsReport }) {
  const { totals, funnel } = report;
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {[
          ["Visitors (sum of daily visitors)", totals.visitors],
          ["Page views", totals.pageViews],
          ["CV downloads", totals.cvDownloads],
          ["Not-found page views", totals.notFoundViews],
        ].map(([label, n]) => (
          <div
            key={label}
            className="rounded-xl border border-ink-muted/30 bg-surface-raised p-4"
          >
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">
              {count(n as number)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-ink-muted">
        Visitors are counted per day. Over several days the number is the sum of
        each day’s visitors: someone who came back on another day counts again,
        so it is not the number of different people.
      </p>

      <figure className="rounded-xl border border-ink-muted/30 bg-surface-raised p-4">
        <figcaption className="mb-2 font-semibold">
          Visitors and page views per day
        </figcaption>
        <p className="mb-2 flex gap-4 text-sm" aria-hidden="true">
          <span className="flex items-center gap-1">
            <span className="inline-block size-3 rounded-sm bg-accent" />
            Visitors
          </span>
          <span className="flex items-center gap-1">
            <span className="inline-block size-3 rounded-sm bg-ink-muted" />
            Page views
          </span>
        </p>
        <DailyChart daily={report.daily} />
        <details className="mt-3">
          <summary className="cursor-pointer text-accent underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-accent">
            Show as a table
          </summary>
          <div className="mt-2">
            <DailyTable report={report} />
          </div>
        </details>
      </figure>

      <div className="grid gap-4 md:grid-cols-2">
        <Section title="Top pages">
          <Ranked
            none="No page views yet."
            rows={report.topPages.map((p) => ({
              name: `${PAGE_NAMES[p.page]} (${language(p.lang)})`,
              n: p.views,
            }))}
          />
        </Section>
        <Section title="Page views by language">
          <Ranked
            none="No page views yet."
            rows={report.languages.map((l) => ({
              name: language(l.lang),
              n: l.views,
            }))}
          />
        </Section>
        <Section title="Top referrers">
          <Ranked
            none="No visits from other sites yet."
            rows={report.referrers.map((r) => ({
              name: `${r.name} (${REFERRER_KINDS[r.kind]})`,
              n: r.views,
            }))}
          />
        </Section>
        <Section title="CV downloads">
          <Ranked
            none="No CV downloads yet."
            rows={report.cvDownloads.map((d) => ({
              name: `${language(d.lang)}, ${d.format.toUpperCase()}`,
              n: d.downloads,
            }))}
          />
        </Section>
        <Section title="Invitation funnel">
          <p className="mb-2 text-sm text-ink-muted">
            Each step as it happened in the period.
          </p>
          <Ranked
            none=""
            rows={[
              { name: "Invitations created", n: funnel.created },
              { name: "Links opened", n: funnel.opened },
              { name: "Testimonials sent from a link", n: funnel.answered },
              { name: "Of those, approved", n: funnel.approved },
            ]}
          />
        </Section>
        <Section title="Testimonials and enquiries">
          <Ranked
            none=""
            rows={[
              {
                name: "Testimonials submitted",
                n: report.testimonialsSubmitted,
              },
              { name: "Enquiries received", n: report.enquiriesReceived },
            ]}
          />
        </Section>
      </div>
    </div>
  );
}

/**
 * What the site did for its owner over the last 7, 30 or 90 days, counted
 * on the server without cookies (docs/decisions/048-insights-counting.md):
 * visitors and page views per day as a chart and the same numbers as a
 * table, top pages, languages and referrers, CV downloads, the invitation
 * funnel, testimonials and enquiries, the daily totals as CSV, and how
 * long the totals are kept.
 */
export function InsightsScreen() {
  const [days, setDays] = useState<InsightsPeriod>(30);
  const query = useInsights(days);
  const report = query.data;
  return (
    <>
      <header className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">Insights</h1>
        <SessionButtons />
      </header>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PeriodChoice days={days} onChange={setDays} />
        <a
          href={insightsCsvHref(days)}
          download
          className="mb-6 text-accent underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-accent"
        >
          Download CSV
        </a>
      </div>
      {query.isError ? (
        <p role="alert">
          The numbers could not be loaded: {query.error.message}
        </p>
      ) : !report ? (
        <p role="status">Loading…</p>
      ) : (
        <div aria-busy={query.isPlaceholderData}>
          <p className="mb-4 text-ink-muted">
            {shortDay(report.from)} to {shortDay(report.to)} (UTC)
          </p>
          {!report.counting && (
            <p className="mb-4">
              Counting is off (the server&apos;s <code>INSIGHTS</code> setting
              is <code>off</code>): no visit or event is counted; the numbers
              are from before.
            </p>
          )}
          {counted(report) ? (
            <Report report={report} />
          ) : (
            <p>
              Nothing counted yet in the last {report.days} days. Visits are
              counted from the first page view after this version started; your
              own visits while signed in are never counted.
            </p>
          )}
        </div>
      )}
      <RetentionSetting />
    </>
  );
}
