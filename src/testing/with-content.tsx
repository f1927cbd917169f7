import type { ReactNode } from "react";
import type { Profile } from "../../core/profile-schema";
import { ContentProvider } from "../content/content-context";
import { toPageContent } from "../content/page-content";
import { contentFixture } from "./content-fixture";

/** `ui` inside the content, as the server renders it (whole profile and page content). */
export function withContent(ui: ReactNode, profile: Profile = contentFixture) {
  return (
    <ContentProvider content={toPageContent(profile)} profile={profile}>
      {ui}
    </ContentProvider>
  );
}
