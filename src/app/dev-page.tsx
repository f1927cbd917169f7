import { assertValidProfile } from "../../core/profile-schema";
import { seedProfile } from "../content/profile";
import { toPageContent } from "../content/page-content";
import { App } from "./app";
import { staticPageSettings } from "./boot-data";

/** The dev server's page (`npm run dev`, no server rendering): the seed, rendered in the browser. */
export function devPage() {
  const profile = assertValidProfile(seedProfile);
  return (
    <App
      boot={{ ...staticPageSettings("home"), content: toPageContent(profile) }}
      profile={profile}
    />
  );
}
