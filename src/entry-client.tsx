import { hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { readBootData } from "./app/boot-data";
import { loadDictionary } from "./i18n/load-dictionary";
import "./page.css";

// The server (the build, or `npm run dev`) always renders the page: the
// browser hydrates it with the boot data's content (src/content/page-content.ts).
const boot = readBootData(document);
// The head preloads the language's dictionary chunk, so this waits for
// little more than the main script did.
void loadDictionary(boot.lang).then((dictionary) =>
  hydrateRoot(
    document.getElementById("root")!,
    <App boot={boot} dictionary={dictionary} />,
  ),
);
