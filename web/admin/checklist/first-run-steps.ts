import { SAMPLE_VALUES } from "../../../content/sample-marks";
import type { ContentState } from "../../../core/api/content";
import type { SiteStatus } from "../../../core/api/site-status";
import { isIdentityPath } from "../../../core/content/identity";
import { sampleFields } from "../../../core/content/sample-fields";
import {
  LANGUAGE_INFO,
  type SiteLanguage,
  type SiteLanguages,
} from "../../../core/site-languages";
import { fieldId } from "../content/form/document-path";
import { describePath } from "../content/form/field-labels";
import {
  SET_NOTIFICATIONS,
  SET_SITE_URL,
} from "../settings/server-settings-help";

export interface FirstRunStep {
  id: string;
  label: string;
  done: boolean;
  /** What to do, when it is not done. */
  how: string;
  /** Where it is done in the admin, or shown when it is done on the server. */
  href: string;
}

const SETTINGS = "/admin/settings";

/** The content editor in `lang`, at the field `path` when given. */
const editorAt = (lang: string, path?: string) =>
  `/admin/content?lang=${lang}${path ? `#${fieldId(lang, path.split("."))}` : ""}`;

/**
 * The owner's first steps, from what the public sees now (the published
 * content of every published language) and the server's configuration.
 */
export function firstRunSteps(
  status: SiteStatus,
  languages: SiteLanguages,
  contents: Partial<Record<SiteLanguage, ContentState>>,
): FirstRunStep[] {
  const home = languages.defaultLanguage;
  const profile = contents[home]?.published.profile;
  const sampleIdentity = profile
    ? sampleFields(profile, SAMPLE_VALUES).filter(isIdentityPath)
    : [];
  const ownTexts = (lang: SiteLanguage) => {
    const state = contents[lang];
    return state
      ? sampleFields(state.published.profile, SAMPLE_VALUES).filter(
          (path) => !isIdentityPath(path),
        )
      : [];
  };
  const sampleFallback = (lang: SiteLanguage) =>
    ownTexts(lang).some((path) => path.startsWith("testimonials.fallback."));

  return [
    {
      id: "address",
      label: "Set the site's address",
      done: status.siteAddressFromConfig,
      how: `Links, the sitemap and the social card name ${status.siteAddress}, the server's own address. ${SET_SITE_URL}`,
      href: SETTINGS,
    },
    {
      id: "identity",
      label: "Make the name, e-mail and portrait yours",
      done: !!profile?.portrait && sampleIdentity.length === 0,
      how:
        sampleIdentity.length > 0
          ? `Still the sample's: ${sampleIdentity.map(describePath).join(", ")}. These are shared by every language.`
          : "Add your portrait (with its alt text) and publish.",
      href: editorAt(home, sampleIdentity[0] ?? "name"),
    },
    ...languages.published.map((lang) => {
      const left = ownTexts(lang).length;
      const published = (contents[lang]?.published.revision.number ?? 1) > 1;
      return {
        id: `review-${lang}`,
        label: `Review and publish the ${LANGUAGE_INFO[lang].name} page`,
        done: published && left === 0,
        how: left
          ? `${left === 1 ? "1 field still holds" : `${left} fields still hold`} the sample's content.`
          : "Read it through, change what is not yours, and publish.",
        href: editorAt(lang),
      };
    }),
    {
      id: "fallback",
      label: "Replace or remove the sample testimonial",
      done: !languages.published.some(sampleFallback),
      how: "The made-up testimonial shown while no real one is approved is hidden from visitors once the name is yours; write your own or remove it.",
      href: editorAt(
        languages.published.find(sampleFallback) ?? home,
        "testimonials.fallback.comment",
      ),
    },
    {
      id: "notifications",
      label: "Get told about new testimonials",
      done: status.notifications,
      how: SET_NOTIFICATIONS,
      href: SETTINGS,
    },
  ];
}
