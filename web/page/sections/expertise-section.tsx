import { Icon } from "../../ui/icon";
import { useContent } from "../app/content-context";
import { fill } from "../../../core/fill";
import { useDictionary } from "../i18n/i18n-context";
import { SECTION, SECTION_HEADING } from "./section-layout";

export function ExpertiseSection() {
  const profile = useContent();
  const { server } = useDictionary();
  const { headings } = profile;
  return (
    <section
      id="expertise"
      aria-labelledby="expertise-heading"
      className={`band ${SECTION}`}
    >
      <h2 id="expertise-heading" className={`mb-10 ${SECTION_HEADING}`}>
        {headings.about}
      </h2>
      <div className="max-w-3xl space-y-4 text-lg text-ink-muted">
        {profile.about.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>

      <div className="mt-14 grid gap-12 lg:grid-cols-2">
        {profile.waysOfWorking.length > 0 && (
          <div>
            <h3 className="mb-5 text-xl font-semibold">
              {headings.waysOfWorking}
            </h3>
            <ul className="space-y-3">
              {profile.waysOfWorking.map((way) => (
                <li key={way} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent"
                  />
                  <span>{way}</span>
                </li>
              ))}
            </ul>
          </div>
        )}

        {profile.industries.length > 0 && (
          <div>
            <h3 className="mb-5 text-xl font-semibold">
              {headings.industries}
            </h3>
            <ul className="grid grid-cols-2 gap-3">
              {profile.industries.map((industry) => (
                <li
                  key={industry.name}
                  className="flex items-center gap-3 rounded-lg bg-surface-raised px-4 py-3 text-sm"
                >
                  <Icon
                    name={industry.icon}
                    className="size-5 shrink-0 text-accent"
                  />
                  <span>{industry.name}</span>
                </li>
              ))}
            </ul>
            {/* After the list, so that it starts level with the ways of working beside it. */}
            {profile.industriesUpdated && (
              <p className="mt-3 text-sm text-ink-muted">
                {fill(server.lastUpdated, { date: profile.industriesUpdated })}
              </p>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
