import { useId, useState } from "react";
import {
  LANGUAGE_INFO,
  languageHome,
  type SiteLanguage,
} from "../../../core/site-languages";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { useSiteLanguages } from "./api/use-site-languages";
import { useUpdateSiteLanguages } from "./api/use-update-site-languages";

interface Choice {
  defaultLanguage: SiteLanguage;
  published: SiteLanguage[];
}

/** What the choice means for the site's addresses, in one sentence. */
function consequence({ defaultLanguage, published }: Choice): string {
  const name = (lang: SiteLanguage) => LANGUAGE_INFO[lang].name;
  const others = published.filter((lang) => lang !== defaultLanguage);
  const where = others.map(
    (lang) => `${name(lang)} at ${languageHome(lang, defaultLanguage)}`,
  );
  return (
    `The site's address / shows ${name(defaultLanguage)}` +
    (where.length ? `; ${where.join(", ")}` : ", in no other language") +
    ". Addresses that move redirect to their new place."
  );
}

/**
 * The owner's choice of the language at the site's address and of the
 * languages it publishes. A language needs published content to be
 * published; the language at / is always published.
 */
export function SiteLanguagesPanel() {
  const headingId = useId();
  const languages = useSiteLanguages();
  const update = useUpdateSiteLanguages();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [saved, setSaved] = useState(false);
  const data = languages.data;
  if (!data) return null;
  const current = choice ?? data;
  const changed =
    current.defaultLanguage !== data.defaultLanguage ||
    current.published.join() !== data.published.join();

  const choose = (next: Choice) => {
    setSaved(false);
    update.reset();
    setChoice({
      defaultLanguage: next.defaultLanguage,
      // In the site's order; the language at / is always published.
      published: data.languages
        .map(({ lang }) => lang)
        .filter(
          (lang) =>
            lang === next.defaultLanguage || next.published.includes(lang),
        ),
    });
  };
  const save = () =>
    update.mutate(current, {
      onSuccess: () => {
        setChoice(null);
        setSaved(true);
      },
    });

  return (
    <section
      aria-labelledby={headingId}
      className="mb-6 space-y-3 rounded-xl border border-white/10 p-4"
    >
      <h2 id={headingId} className="font-semibold">
        Languages on the site
      </h2>
      <Field label="Shown at the site's address (/)" className="max-w-xs">
        {(control) => (
          <select
            {...control}
            value={current.defaultLanguage}
            onChange={(event) =>
              choose({
                ...current,
                defaultLanguage: event.target.value as SiteLanguage,
              })
            }
          >
            {data.languages
              .filter(({ hasContent }) => hasContent)
              .map(({ lang, name }) => (
                <option key={lang} value={lang}>
                  {name}
                </option>
              ))}
          </select>
        )}
      </Field>
      <fieldset>
        <legend className="text-sm font-medium">Published languages</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {data.languages.map(({ lang, name, hasContent }) => (
            <label key={lang} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={current.published.includes(lang)}
                disabled={!hasContent || lang === current.defaultLanguage}
                onChange={(event) =>
                  choose({
                    ...current,
                    published: event.target.checked
                      ? [...current.published, lang]
                      : current.published.filter((each) => each !== lang),
                  })
                }
              />
              {name}
              {!hasContent && " (publish its content first)"}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="text-sm text-ink-muted">{consequence(current)}</p>
      <div className="flex items-center gap-3">
        <Button
          variant="primary"
          disabled={!changed || update.isPending}
          onClick={save}
        >
          Save languages
        </Button>
        <p role="status" className="text-sm">
          {saved && "Saved: the site follows now."}
        </p>
      </div>
      {update.error && (
        <p role="alert" className="text-sm text-danger">
          {update.error.message}
        </p>
      )}
    </section>
  );
}
