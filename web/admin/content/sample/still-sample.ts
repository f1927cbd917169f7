import { SAMPLE_VALUES } from "../../../../content/sample-marks";
import { isIdentityPath } from "../../../../core/content/identity";
import { sampleFields } from "../../../../core/content/sample-fields";
import {
  LANGUAGE_INFO,
  type SiteLanguage,
} from "../../../../core/site-languages";
import { describePath } from "../form/field-labels";

/** A field still holding the shipped sample's content. */
export interface SampleEntry {
  /** The field's dotted path ("experience.1.company"). */
  path: string;
  /** The language whose document holds it; null for a field shared by every language. */
  lang: string | null;
  /** What the owner reads: "Experience 2 › Company (Português)". */
  label: string;
}

const languageName = (lang: string) =>
  LANGUAGE_INFO[lang as SiteLanguage]?.name ?? lang;

const entry = (path: string, lang: string | null): SampleEntry => ({
  path,
  lang,
  label: `${describePath(path)} (${lang ? languageName(lang) : "all languages"})`,
});

/**
 * What is still sample across the site: the shared fields once (read from
 * the document being edited, which holds their latest values), then each
 * language's own fields, this language's first.
 */
export function stillSample(
  lang: string,
  document: unknown,
  others: readonly { lang: string; document: unknown }[],
): SampleEntry[] {
  const here = sampleFields(document, SAMPLE_VALUES);
  const own = (paths: string[]) =>
    paths.filter((path) => !isIdentityPath(path));
  return [
    ...here.filter(isIdentityPath).map((path) => entry(path, null)),
    ...own(here).map((path) => entry(path, lang)),
    ...others.flatMap((other) =>
      own(sampleFields(other.document, SAMPLE_VALUES)).map((path) =>
        entry(path, other.lang),
      ),
    ),
  ];
}
