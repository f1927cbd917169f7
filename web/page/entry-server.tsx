import { INSIGHTS_SETTINGS_DEFAULTS } from "../../core/api/insights";
import { renderToString } from "react-dom/server";
import { CONTACT_SETTINGS_DEFAULTS } from "../../core/api/enquiries";
import { contactPath } from "../../core/content/contact-page";
import type { Profile } from "../../core/content/profile-schema";
import { privacyPath } from "../../core/content/privacy-page";
import { LANGUAGE_INFO, languageHome } from "../../core/site-languages";
import { App } from "./app/app";
import { ContactPage } from "./app/contact-page";
import {
  BOOT_DATA_ID,
  serializeBootData,
  type BootData,
  type PageSettings,
} from "./app/boot-data";
import { accentRule, renderHead, type HeadOptions } from "./app/head";
import { toPageContent } from "./app/page-content";
import { CONTACT_DICTIONARIES, DICTIONARIES } from "./i18n/dictionaries";

export { staticPageSettings } from "./app/boot-data";
export { renderCv } from "./features/cv/cv-document";

export interface RenderedPage {
  /** The `lang` of the `<html>` element. */
  lang: string;
  head: string;
  /** CSS rules of the page's own, after the stylesheet's (the accent colour). */
  css: string;
  html: string;
  data: string;
}

/**
 * Renders a page of `profile` for the server or the prerender step; touches
 * no browser globals. The boot data carries only the page content the
 * hydrated components need (web/page/app/page-content.ts); their interface
 * texts are the language's dictionary chunk, which the head preloads.
 */
export function render(
  {
    contact = CONTACT_SETTINGS_DEFAULTS,
    contactState = null,
    insights = INSIGHTS_SETTINGS_DEFAULTS,
    rules,
    cvPdf,
    ...settings
  }: PageSettings,
  profile: Profile,
  head: HeadOptions = {},
): RenderedPage {
  const dictionary = DICTIONARIES[settings.lang];
  const { defaultLanguage, published } = settings.languages;
  // The other languages' version of this page: their privacy or enquiry
  // page from those, their home page from the others.
  const pathOf =
    settings.page === "privacy"
      ? privacyPath
      : settings.page === "contact"
        ? contactPath
        : languageHome;
  const { startConversation } = contact;
  const boot: BootData = {
    ...settings,
    testimonials:
      settings.testimonials?.map(
        ({ id: _id, created_at: _date, ...shown }) => shown,
      ) ?? null,
    content: toPageContent(
      profile,
      startConversation === "form",
      cvPdf !== false,
    ),
    alternates: published
      .filter((lang) => lang !== settings.lang)
      .map((lang) => ({
        lang,
        href: pathOf(lang, defaultLanguage),
      })),
  };
  return {
    lang: LANGUAGE_INFO[settings.lang].tag,
    head: renderHead(settings, profile, dictionary, head),
    css: accentRule(profile),
    html: renderToString(
      <App
        boot={boot}
        profile={profile}
        dictionary={dictionary}
        contact={{
          settings: contact,
          texts: CONTACT_DICTIONARIES[settings.lang],
          state: contactState,
          insights,
          rules,
        }}
        serverPage={settings.page === "contact" && <ContactPage boot={boot} />}
      />,
    ),
    data: `<script id="${BOOT_DATA_ID}" type="application/json">${serializeBootData(boot)}</script>`,
  };
}
