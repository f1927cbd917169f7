// The submit call over real HTTP on each store: what fills the honeypot, and
// which address a client is keyed by behind a trusted proxy.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "../../core/testimonials/testimonial";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../testing/test-stores";
import { startTestApp, type TestApp } from "../testing/http-app";
import { SAMPLE_SUBMISSION } from "../testing/sample-submission";

const KEY = "test-key";
const SUBMIT = "/functions/v1/submit-testimonial";
const GOOD = SAMPLE_SUBMISSION;

describe.each(STORE_KINDS)("the submit call on %s", (kind) => {
  let t: TestStore;
  const apps: TestApp[] = [];
  let n = 0;

  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await t?.destroy();
  });
  beforeEach(() => t.reset());

  const start = async (env: Record<string, string>) => {
    const app = await startTestApp(t.store, env);
    apps.push(app);
    return app;
  };
  /** A valid submission, different each time (so never a duplicate). */
  const submit = (
    app: TestApp,
    headers: Record<string, string>,
    extra: Record<string, unknown> = {},
  ) =>
    fetch(app.url + SUBMIT, {
      method: "POST",
      headers: {
        apikey: KEY,
        authorization: `Bearer ${KEY}`,
        "content-type": "application/json",
        ...headers,
      },
      body: JSON.stringify({
        ...GOOD,
        comment: `${GOOD.comment} (${++n})`,
        ...extra,
      }),
    });
  const stored = async () => (await t.store.testimonials.list(null)).length;

  it("drops a submission only when the trap field holds a non-empty string", async () => {
    const app = await start({ SUBMIT_LIMIT_PER_HOUR: "100" });
    for (const value of [false, 0, null, "", "  ", true, [], {}]) {
      const before = await stored();
      const response = await submit(app, {}, { [HONEYPOT_FIELD]: value });
      expect(await response.json(), JSON.stringify(value)).toEqual({
        success: true,
      });
      expect(await stored(), JSON.stringify(value)).toBe(before + 1);
    }
    for (const value of ["http://spam.example", " x "]) {
      const before = await stored();
      const response = await submit(app, {}, { [HONEYPOT_FIELD]: value });
      expect(await response.json()).toEqual({ success: true });
      expect(await stored(), value).toBe(before);
    }
  });

  describe("the page's language", () => {
    const langs = async () =>
      (await t.store.testimonials.list(null)).map((row) => row.lang);
    const withDefault = async (lang: string, fn: () => Promise<void>) => {
      await t.store.db.query(
        "UPDATE site_languages SET default_language = $1",
        [lang],
      );
      t.store.changed();
      try {
        await fn();
      } finally {
        await t.store.db.query(
          "UPDATE site_languages SET default_language = 'en'",
        );
        t.store.changed();
      }
    };

    it("stores the language the body names", async () => {
      const app = await start({ SUBMIT_LIMIT_PER_HOUR: "100" });
      const response = await submit(app, {}, { lang: "pt" });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true });
      expect(await langs()).toEqual(["pt"]);
    });

    it("stores the site's default language for a missing, unknown or non-string lang, and never refuses for it", async () => {
      const app = await start({ SUBMIT_LIMIT_PER_HOUR: "100" });
      const values = [undefined, "xx", "PT", "pt-PT", "", null, 7, ["pt"], {}];
      const send = async () => {
        for (const lang of values) {
          const response = await submit(app, {}, { lang });
          expect(response.status, JSON.stringify(lang)).toBe(200);
          expect(await response.json()).toEqual({ success: true });
        }
      };
      await send();
      expect(await langs()).toEqual(values.map(() => "en"));
      await t.reset();
      await withDefault("pt", send);
      expect(await langs()).toEqual(values.map(() => "pt"));
    });

    it("answers a body of the original shape (no lang) as before", async () => {
      const app = await start({ SUBMIT_LIMIT_PER_HOUR: "100" });
      const response = await fetch(app.url + SUBMIT, {
        method: "POST",
        headers: {
          apikey: KEY,
          authorization: `Bearer ${KEY}`,
          "content-type": "application/json",
        },
        body: JSON.stringify(GOOD),
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('{"success":true}');
      expect(await langs()).toEqual(["en"]);
    });

    it("still names the first broken rule, whatever lang holds", async () => {
      const app = await start({ SUBMIT_LIMIT_PER_HOUR: "100" });
      const response = await submit(app, {}, { lang: 42, name: " " });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        success: false,
        error: "Please enter your name",
      });
    });
  });

  describe("behind a trusted proxy", () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await start({ TRUST_PROXY: "1", SUBMIT_LIMIT_PER_HOUR: "2" });
    });

    it("keys a client by the address the proxy saw, whatever it sends as X-Forwarded-For", async () => {
      // An appending proxy keeps the client's header and adds the peer it saw.
      const via = (spoofed: string) => ({
        "x-forwarded-for": `${spoofed}, 203.0.113.50`,
      });
      expect((await submit(app, via("1.1.1.1"))).status).toBe(200);
      expect((await submit(app, via("1.1.1.2"))).status).toBe(200);
      expect((await submit(app, via("9.9.9.9"))).status).toBe(429);
      expect((await submit(app, via("203.0.113.51"))).status).toBe(429);
      // The spoofed value the others sent is nobody's key.
      expect((await submit(app, { "x-forwarded-for": "1.1.1.1" })).status).toBe(
        200,
      );
    });

    it("keys IPv6 clients by their /64, however the address is written", async () => {
      const from = (address: string) => ({ "x-forwarded-for": address });
      expect((await submit(app, from("2001:db8:1:2::1"))).status).toBe(200);
      expect((await submit(app, from("2001:DB8:1:2:ffff:0:0:9"))).status).toBe(
        200,
      );
      expect((await submit(app, from("2001:db8:1:2:abcd::"))).status).toBe(429);
      // The next /64 is another client.
      expect((await submit(app, from("2001:db8:1:3::1"))).status).toBe(200);
    });

    it("takes the client's entry two hops back with TRUST_PROXY=2", async () => {
      const twoHops = await start({
        TRUST_PROXY: "2",
        SUBMIT_LIMIT_PER_HOUR: "1",
      });
      const via = (spoofed: string, proxy: string) => ({
        "x-forwarded-for": `${spoofed}, 198.51.100.7, ${proxy}`,
      });
      expect((await submit(twoHops, via("1.1.1.1", "10.0.0.1"))).status).toBe(
        200,
      );
      expect((await submit(twoHops, via("2.2.2.2", "10.0.0.2"))).status).toBe(
        429,
      );
    });
  });
});
