import {
  LANGUAGE_BARS,
  MAX_LANGUAGE_BARS,
} from "../../../core/content/language-levels";
import type { Profile } from "../../../core/content/profile-schema";
import { StaticIsland } from "../lib/static-island";
import { useContent, usePageContent } from "../app/content-context";
import { languageLabel } from "../app/language-label";
import { fill } from "../../../core/fill";
import { useDictionary } from "../i18n/i18n-context";
import { BarAdmissions } from "./bar-admissions";
import { EducationTimeline } from "./education-timeline";
import { SECTION, SECTION_HEADING } from "./section-layout";

function LanguageBar({ language }: { language: Profile["languages"][number] }) {
  const { name } = language;
  const dictionary = useDictionary();
  const label = languageLabel(language, dictionary);
  const { proficiency, proficiencyLevel } = dictionary.server;
  const bars = LANGUAGE_BARS[language.level];
  return (
    <li>
      <div className="mb-1.5 flex justify-between gap-2 text-sm">
        <span className="font-semibold">{name}</span>
        <span className="text-ink-muted">{label}</span>
      </div>
      <div
        role="meter"
        aria-label={fill(proficiency, { language: name })}
        aria-valuemin={0}
        aria-valuemax={MAX_LANGUAGE_BARS}
        aria-valuenow={bars}
        aria-valuetext={fill(proficiencyLevel, {
          label,
          bars,
          max: MAX_LANGUAGE_BARS,
        })}
        className="flex gap-1.5"
      >
        {Array.from({ length: MAX_LANGUAGE_BARS }, (_, i) => (
          <span
            key={i}
            className={`h-2 flex-1 rounded-full ${i < bars ? "bg-accent" : "bg-ink/15"}`}
          />
        ))}
      </div>
    </li>
  );
}

function LanguagesAndRecognition() {
  const { languages, certifications, awards, headings } = useContent();
  const recognitions = [...certifications, ...awards];
  return (
    <div className="space-y-12">
      {languages.length > 0 && (
        <div>
          <h3 className="mb-5 text-xl font-semibold">{headings.languages}</h3>
          <ul className="space-y-4">
            {languages.map((language) => (
              <LanguageBar key={language.name} language={language} />
            ))}
          </ul>
        </div>
      )}
      <BarAdmissions />
      {recognitions.length > 0 && (
        <div>
          <h3 className="mb-5 text-xl font-semibold">{headings.recognition}</h3>
          <ul className="space-y-3">
            {recognitions.map((item) => (
              <li
                key={`${item.title}-${item.year}`}
                className="rounded-lg border-l-4 border-accent bg-surface-raised p-4"
              >
                <span className="block font-semibold">{item.title}</span>
                <span className="block text-sm text-ink-muted">
                  {item.issuer} · {item.year}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

export function AcademicSection() {
  const { headings, education } = usePageContent();
  return (
    <section
      id="academic"
      aria-labelledby="academic-heading"
      className={`band ${SECTION}`}
    >
      <h2 id="academic-heading" className={`mb-10 ${SECTION_HEADING}`}>
        {headings.academic}
      </h2>
      <div className="grid gap-12 lg:grid-cols-[3fr_2fr]">
        <div>
          {education.length > 0 && (
            <>
              <h3 className="mb-5 text-xl font-semibold">
                {headings.education}
              </h3>
              <EducationTimeline />
            </>
          )}
        </div>
        <StaticIsland id="island-languages">
          {__RENDER_STATIC__ && <LanguagesAndRecognition />}
        </StaticIsland>
      </div>
    </section>
  );
}
