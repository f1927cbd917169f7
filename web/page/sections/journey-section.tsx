import { useContent } from "../app/content-context";
import { useDictionary } from "../i18n/i18n-context";
import { SECTION, SECTION_HEADING } from "./section-layout";

export function JourneySection() {
  const profile = useContent();
  const { server } = useDictionary();
  return (
    <section id="profile" aria-labelledby="profile-heading" className={SECTION}>
      <h2 id="profile-heading" className={`mb-10 ${SECTION_HEADING}`}>
        {profile.headings.journey}
      </h2>
      <ol className="space-y-6">
        {profile.experience.map((job) => (
          <li
            key={`${job.title}-${job.period}`}
            className={`rounded-xl border bg-surface-raised p-6 ${
              job.current ? "border-accent/60" : "border-ink/10"
            }`}
          >
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h3 className="text-xl font-semibold">{job.title}</h3>
              {job.current && (
                <span className="rounded-full bg-accent-fill px-2.5 py-0.5 text-xs font-semibold text-on-accent">
                  {server.current}
                </span>
              )}
            </div>
            <p className="mt-1 text-ink-muted">
              {job.company} ·{" "}
              <span className="whitespace-nowrap tabular-nums">
                {job.period}
              </span>
            </p>
            <ul className="mt-4 list-disc space-y-2 pl-5">
              {job.highlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
