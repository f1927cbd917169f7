import { createApp } from "../app";
import { loadConfig } from "../config";
import { encode } from "../render/assets";
import { signInAdmin, type AdminCall } from "./admin-client";
import { fixedPages } from "./fixed-pages";
import type { TestStore } from "./test-stores";

/**
 * The whole app on an emptied test store, signed in as its owner: what the
 * admin calls' tests start each test from. The page itself is an empty
 * answer; the repositories' caches are told of the reset, which wrote
 * behind them.
 */
export async function signedInApp(
  t: TestStore,
  password: string,
  env: Record<string, string> = {},
): Promise<{ app: ReturnType<typeof createApp>; call: AdminCall }> {
  await t.reset();
  t.store.changed();
  await t.store.db.exec("TRUNCATE admin_sessions, admin_login_failures");
  const app = createApp({
    config: loadConfig({ ADMIN_PASSWORD: password, ...env }),
    assets: new Map(),
    pages: fixedPages(async () => encode(Buffer.from(""), "text/html")),
    store: t.store,
  });
  return { app, call: await signInAdmin(app, password) };
}
