import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { readBootData } from "./app/boot-data";
import "./styles.css";

const root = document.getElementById("root")!;

// The server (or the build) rendered the page; only the dev server sends an
// empty root, and there the page renders the seed (a module the production
// bundle never contains).
if (root.firstElementChild)
  hydrateRoot(root, <App boot={readBootData(document)} />);
else if (import.meta.env.DEV)
  void import("./app/dev-page").then(({ devPage }) =>
    createRoot(root).render(devPage()),
  );
