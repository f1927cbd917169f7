import { hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { readBootData } from "./app/boot-data";
import "./styles.css";

hydrateRoot(
  document.getElementById("root")!,
  <App boot={readBootData(document)} />,
);
