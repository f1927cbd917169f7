import { createContext, useContext, type ReactNode } from "react";
import type { Profile } from "../../../core/content/profile-schema";
import type { ContactDictionary } from "../i18n/contact/contact-dictionary";
import type { ContactSettings } from "../../../core/api/enquiries";
import type { InsightsSettings } from "../../../core/api/insights";
import type { ContactPageState, FooterRules } from "./boot-data";
import type { PageContent } from "./page-content";

/** What the server draws the contact parts with: the owner's choices, the contact texts, the enquiry page's state. */
export interface ServerContact {
  settings: ContactSettings;
  texts: ContactDictionary;
  state: ContactPageState;
  /** How long the Insights daily totals are kept: the default privacy notice states it. */
  insights: InsightsSettings;
  /** What the professional rules add to the footer; absent: nothing. */
  rules?: FooterRules;
}

const PageContentContext = createContext<PageContent | null>(null);
const ProfileContext = createContext<Profile | null>(null);
const ContactContext = createContext<ServerContact | null>(null);

/**
 * The content the page renders. On the server (and in tests) `profile` is
 * the whole published document; in the browser only the boot data's
 * `content` exists, and the static islands, which read the whole profile,
 * are never rendered there.
 */
export function ContentProvider({
  content,
  profile,
  contact,
  children,
}: {
  content: PageContent;
  profile?: Profile;
  /** The server's: the contact parts are drawn in static islands. */
  contact?: ServerContact;
  children: ReactNode;
}) {
  return (
    <PageContentContext value={content}>
      <ProfileContext value={profile ?? null}>
        <ContactContext value={contact ?? null}>{children}</ContactContext>
      </ProfileContext>
    </PageContentContext>
  );
}

/** The content a hydrated component may use (what the boot data carries). */
export function usePageContent(): PageContent {
  const content = useContext(PageContentContext);
  if (!content) throw new Error("usePageContent needs a ContentProvider");
  return content;
}

/** The whole profile: only inside a static island, which renders on the server. */
export function useContent(): Profile {
  const profile = useContext(ProfileContext);
  if (!profile)
    throw new Error(
      "useContent needs the whole profile: use it only inside a StaticIsland (server-rendered)",
    );
  return profile;
}

/** The owner's contact choices and texts: only inside a static island, which renders on the server. */
export function useContact(): ServerContact {
  const contact = useContext(ContactContext);
  if (!contact)
    throw new Error(
      "useContact is the server's: use it only inside a StaticIsland",
    );
  return contact;
}
