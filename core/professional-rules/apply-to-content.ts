// What the owner's professional rules do to a language's published content
// before its page is drawn: the stricter of the two wins. The content
// itself is never changed (the editor shows what the owner wrote); the
// server applies this at render time (server/render/page-cache.ts).
import type { Profile } from "../content/profile-schema.ts";
import type { EffectiveRules } from "./effective.ts";
import type { Texts } from "./presets.ts";

/** The rules' text in the page's language; languages without one read the English. */
export const inLanguage = (texts: Texts, lang: string): string =>
  lang === "pt" ? texts.pt : texts.en;

/**
 * `profile` as the rules allow it to be shown in `lang`: the testimonials
 * section only when the content shows it and the rules do not hide
 * testimonials; company names hidden when either hides them; with
 * "with-disclaimer", the results disclaimer before the owner's own; the
 * bar's enquiry notice when the owner wrote none. Returns `profile` itself
 * when nothing changes.
 */
export function applyRulesToContent(
  profile: Profile,
  rules: Pick<
    EffectiveRules,
    "testimonials" | "companyNames" | "resultsDisclaimer" | "enquiryNotice"
  >,
  lang: string,
): Profile {
  const shown = withRulesTestimonials(profile, rules, lang);
  // The owner's own notice always wins; empty, the bar's (if any) replaces
  // the dictionary's general one.
  if (profile.tone.enquiryNotice || !rules.enquiryNotice) return shown;
  return {
    ...shown,
    tone: {
      ...shown.tone,
      enquiryNotice: inLanguage(rules.enquiryNotice, lang),
    },
  };
}

function withRulesTestimonials(
  profile: Profile,
  rules: Pick<
    EffectiveRules,
    "testimonials" | "companyNames" | "resultsDisclaimer"
  >,
  lang: string,
): Profile {
  const own = profile.testimonials;
  const show = own.show && rules.testimonials !== "hidden";
  const hideCompanies = own.hideCompanies || rules.companyNames === "hidden";
  const results =
    show && rules.testimonials === "with-disclaimer" && rules.resultsDisclaimer
      ? inLanguage(rules.resultsDisclaimer, lang)
      : "";
  if (
    show === own.show &&
    hideCompanies === own.hideCompanies &&
    results === ""
  )
    return profile;
  const disclaimer = [results, own.disclaimer.trim()]
    .filter((text) => text !== "")
    .join(" ");
  return {
    ...profile,
    testimonials: { ...own, show, hideCompanies, disclaimer },
  };
}
