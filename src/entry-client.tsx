import { hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { readBootData } from "./app/boot-data";
import "./page.css";

// The server (the build, or `npm run dev`) always renders the page: the
// browser hydrates it with the boot data's content (src/content/page-content.ts).
hydrateRoot(
  document.getElementById("root")!,
  <App boot={readBootData(document)} />,
);
