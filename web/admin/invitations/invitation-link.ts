import { INVITE_FRAGMENT_KEY } from "../../../core/testimonials/invitations";
import { languageHome, type SiteLanguage } from "../../../core/site-languages";

/** The link a client opens: the invitation's language's home page, the token in the fragment. */
export const invitationLink = (
  origin: string,
  lang: SiteLanguage,
  defaultLanguage: SiteLanguage,
  token: string,
) =>
  `${origin}${languageHome(lang, defaultLanguage)}#${INVITE_FRAGMENT_KEY}=${token}`;
