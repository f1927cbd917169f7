import { createContext, useContext, type ReactNode } from "react";
import type { Profile } from "../../../core/content/profile-schema";
import type { PageContent } from "./page-content";

const PageContentContext = createContext<PageContent | null>(null);
const ProfileContext = createContext<Profile | null>(null);

/**
 * The content the page renders. On the server (and in tests) `profile` is
 * the whole published document; in the browser only the boot data's
 * `content` exists, and the static islands, which read the whole profile,
 * are never rendered there.
 */
export function ContentProvider({
  content,
  profile,
  children,
}: {
  content: PageContent;
  profile?: Profile;
  children: ReactNode;
}) {
  return (
    <PageContentContext value={content}>
      <ProfileContext value={profile ?? null}>{children}</ProfileContext>
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
