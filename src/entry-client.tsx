import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { readBootData } from "./app/boot-data";
import "./styles.css";

const root = document.getElementById("root")!;
const app = <App boot={readBootData(document)} />;

// The server (or the build) rendered the page; only the dev server sends an empty root.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
