import { createRoot } from "react-dom/client";
import "../styles.css";
import { AdminApp } from "./shell/admin-app";

createRoot(document.getElementById("root")!).render(<AdminApp />);
