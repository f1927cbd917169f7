import {
  LANGUAGE_INFO,
  type SiteLanguage,
} from "../../../../core/site-languages";
import type { Profile } from "../../../../core/content/profile-schema";
import { pathKey, type Path } from "./document-path";
import { emptyFields } from "./empty-fields";
import { describePath } from "./field-labels";

/**
 * What this language still lacks against each other one: the texts filled
 * there and empty here, each linking to its field. Nothing when none.
 */
export function EmptyFieldsNotice({
  lang,
  document,
  others,
  idFor,
}: {
  lang: string;
  document: unknown;
  others: { lang: SiteLanguage; profile: Profile }[];
  idFor: (path: Path) => string;
}) {
  const name = (code: string) =>
    LANGUAGE_INFO[code as SiteLanguage]?.name ?? code;
  const gaps = others
    .map((other) => ({
      other,
      paths: emptyFields(document, other.profile),
    }))
    .filter(({ paths }) => paths.length > 0);
  if (gaps.length === 0) return null;
  return (
    <section
      aria-labelledby={`empty-fields-${lang}`}
      className="rounded-xl border border-warning/50 p-4"
    >
      <h2 id={`empty-fields-${lang}`} className="mb-2 font-semibold">
        Still empty in {name(lang)}
      </h2>
      {gaps.map(({ other, paths }) => (
        <div key={other.lang}>
          <p className="text-sm text-ink-muted">
            {paths.length === 1
              ? `1 text is filled in ${name(other.lang)} but not here:`
              : `${paths.length} texts are filled in ${name(other.lang)} but not here:`}
          </p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            {paths.map((path) => (
              <li key={pathKey(path)}>
                <a className="underline" href={`#${idFor(path)}`}>
                  {describePath(pathKey(path))}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
