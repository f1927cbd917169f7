import type { Profile } from "../../core/profile-schema";
import { ContentProvider } from "../content/content-context";
import type { BootData } from "./boot-data";
import { ErrorBoundary } from "./error-boundary";
import { HomePage } from "./home-page";
import { NotFoundPage } from "./not-found-page";

/** The page; `profile` (the whole content) is given where static islands render: the server. */
export function App({ boot, profile }: { boot: BootData; profile?: Profile }) {
  return (
    <ErrorBoundary>
      <ContentProvider content={boot.content} profile={profile}>
        {boot.page === "home" ? <HomePage boot={boot} /> : <NotFoundPage />}
      </ContentProvider>
    </ErrorBoundary>
  );
}
