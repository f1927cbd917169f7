import { hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { readBootData } from "./app/boot-data";
import { loadDictionary } from "./i18n/load-dictionary";
import { lateStylesheetLoaded } from "./lib/late-stylesheet";
import "./page.css";

// The server (the build, or `npm run dev`) always renders the page: the
// browser hydrates it with the boot data's content (web/page/app/page-content.ts).
const boot = readBootData(document);
// The language's texts are a chunk of their own (1.1 KB gzip), fetched once
// the main script runs: preloaded from the head, it competed with the
// portrait and the heading font and cost 150 ms of mobile LCP.
void Promise.all([loadDictionary(boot.lang), lateStylesheetLoaded()]).then(
  ([dictionary]) => {
    hydrateRoot(
      document.getElementById("root")!,
      <App boot={boot} dictionary={dictionary} />,
    );
    // From here React handles (or replays) the visitor's clicks; the browser
    // tests wait for this before acting on a page (e2e/fixtures.ts).
    document.documentElement.dataset.hydrated = "";
  },
);
