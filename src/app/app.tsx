import type { BootData } from "./boot-data";
import { ErrorBoundary } from "./error-boundary";
import { HomePage } from "./home-page";
import { NotFoundPage } from "./not-found-page";

export function App({ boot }: { boot: BootData }) {
  return (
    <ErrorBoundary>
      {boot.page === "home" ? <HomePage boot={boot} /> : <NotFoundPage />}
    </ErrorBoundary>
  );
}
