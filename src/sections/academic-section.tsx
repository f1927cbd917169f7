import { profile } from "../content/profile";
import { LANGUAGE_LEVELS, languageLevel } from "../lib/language-level";
import { EducationTimeline } from "./education-timeline";
import { StaticIsland } from "../components/static-island";

function LanguageBar({ name, note }: { name: string; note: string }) {
  const level = languageLevel(note);
  return (
    <li>
      <div className="mb-1.5 flex justify-between gap-2 text-sm">
        <span className="font-semibold">{name}</span>
        <span className="text-ink-muted">{note}</span>
      </div>
      <div
        role="meter"
        aria-label={`${name} proficiency`}
        aria-valuemin={0}
        aria-valuemax={LANGUAGE_LEVELS}
        aria-valuenow={level}
        aria-valuetext={`${note}: level ${level} of ${LANGUAGE_LEVELS}`}
        className="flex gap-1.5"
      >
        {Array.from({ length: LANGUAGE_LEVELS }, (_, i) => (
          <span
            key={i}
            className={`h-2 flex-1 rounded-full ${i < level ? "bg-accent" : "bg-ink/15"}`}
          />
        ))}
      </div>
    </li>
  );
}

function LanguagesAndRecognition() {
  const recognitions = [...profile.certifications, ...profile.awards];
  return (
    <div className="space-y-12">
      <div>
        <h3 className="mb-5 text-xl font-semibold">Languages</h3>
        <ul className="space-y-4">
          {profile.languages.map((language) => (
            <LanguageBar key={language.name} {...language} />
          ))}
        </ul>
      </div>
      <div>
        <h3 className="mb-5 text-xl font-semibold">
          Certifications &amp; Recognition
        </h3>
        <ul className="space-y-3">
          {recognitions.map((item) => (
            <li
              key={item.title}
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
    </div>
  );
}

export function AcademicSection() {
  return (
    <section
      id="academic"
      aria-labelledby="academic-heading"
      className="mx-auto max-w-6xl px-6 py-20"
    >
      <h2 id="academic-heading" className="mb-10 text-3xl font-bold">
        Academic Background
      </h2>
      <div className="grid gap-12 lg:grid-cols-[3fr_2fr]">
        <div>
          <h3 className="mb-5 text-xl font-semibold">Education</h3>
          <EducationTimeline />
        </div>
        <StaticIsland id="island-languages">
          {__RENDER_STATIC__ && <LanguagesAndRecognition />}
        </StaticIsland>
      </div>
    </section>
  );
}
