// What the owner's professional rules do to the public testimonial calls,
// over real HTTP (the list's fast path included) on each store: while they
// hide testimonials the list answers [] (the rows are kept), the submit call
// and the invitation lookup refuse with 403, and the admin makes no new
// invitation link (409); showing them again brings everything back.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { NewInvitation } from "../../core/api/invitations";
import {
  PROFESSIONAL_RULES_DEFAULTS,
  type ProfessionalRulesChange,
} from "../../core/api/professional-rules";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { setLogSink } from "../log";
import { encode } from "../render/assets";
import { seedContent } from "../store/repos/content/seed-content";
import { signInAdmin } from "../testing/admin-client";
import { fixedPages } from "../testing/fixed-pages";
import { startTestApp, type TestApp } from "../testing/http-app";
import {
  insertPending,
  SAMPLE_SUBMISSION,
  validSubmission,
} from "../testing/sample-submission";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../testing/test-stores";

const KEY = "test-key";
const HEADERS = { apikey: KEY, authorization: `Bearer ${KEY}` };
const LIST = "/rest/v1/testimonials_public?select=name,comment";
const REFUSED = "Testimonials are not being accepted at the moment.";
const INVITE: NewInvitation = {
  name: "Ana Lima",
  company: "Acme",
  relationship: "Client",
  note: "Would you write a few words about our work?",
  lang: "en",
  expiresInDays: 30,
};
const RULES = (change: Partial<ProfessionalRulesChange> = {}) => ({
  ...PROFESSIONAL_RULES_DEFAULTS,
  overrides: {},
  ...change,
});

describe.each(STORE_KINDS)(
  "the public testimonial calls under the professional rules on %s",
  (kind) => {
    let t: TestStore;
    let app: TestApp;
    beforeAll(async () => {
      t = await openTestStore(kind);
      app = await startTestApp(t.store);
    });
    afterAll(async () => {
      await app?.close();
      await t?.destroy();
    });
    beforeEach(async () => {
      await t.reset();
      t.store.changed();
      return setLogSink(() => {});
    });

    const approve = async (name: string) => {
      const { id } = await insertPending(
        t.store.db,
        validSubmission({ name }),
        null,
      );
      await t.store.testimonials.setStatus(id, "approved");
    };
    const list = async (etag?: string) => {
      const res = await fetch(app.url + LIST, {
        headers: { ...HEADERS, ...(etag && { "if-none-match": etag }) },
      });
      return {
        status: res.status,
        etag: res.headers.get("etag") ?? "",
        body: res.status === 200 ? ((await res.json()) as unknown[]) : null,
      };
    };
    const hide = () =>
      t.store.professionalRules.put(RULES({ bars: ["portugal"] }));
    const show = () =>
      t.store.professionalRules.put(
        RULES({ bars: ["portugal"], overrides: { testimonials: "shown" } }),
      );

    it("answers [] while the rules hide testimonials, keeps the rows, and brings the list back when shown", async () => {
      await approve("Rui Costa");
      // Twice: the second answer comes from the fast path's cache.
      expect((await list()).body).toHaveLength(1);
      const before = await list();
      expect(before.body).toEqual([
        { name: "Rui Costa", comment: SAMPLE_SUBMISSION.comment },
      ]);

      await hide();
      const hidden = await list(before.etag);
      expect(hidden.status).toBe(200);
      expect(hidden.body).toEqual([]);
      expect(hidden.etag).not.toBe(before.etag);
      // From the cache too.
      expect((await list()).body).toEqual([]);
      expect((await list(hidden.etag)).status).toBe(304);

      // Approving while hidden changes nothing the public sees.
      await approve("Inês Sá");
      expect((await list()).body).toEqual([]);
      expect(await t.store.testimonials.list(null)).toHaveLength(2);

      await show();
      expect((await list()).body).toHaveLength(2);
    });

    it("answers [] when no published language shows the section", async () => {
      await seedContent(t.store);
      await approve("Rui Costa");
      expect((await list()).body).toHaveLength(1);
      const { published } = await t.store.languages.get();
      for (const lang of published) {
        const { profile } = await t.store.content.published(lang);
        await t.store.content.publish(lang, {
          ...profile,
          testimonials: { ...profile.testimonials, show: false },
        });
      }
      expect((await list()).body).toEqual([]);
      const [first] = published;
      const { profile } = await t.store.content.published(first!);
      await t.store.content.publish(first!, {
        ...profile,
        testimonials: { ...profile.testimonials, show: true },
      });
      expect((await list()).body).toHaveLength(1);
    });

    it("refuses a submission with 403 while hidden, storing nothing, and takes it once shown", async () => {
      const submit = () =>
        fetch(app.url + "/functions/v1/submit-testimonial", {
          method: "POST",
          headers: { ...HEADERS, "content-type": "application/json" },
          body: JSON.stringify(SAMPLE_SUBMISSION),
        });
      await hide();
      const refused = await submit();
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ success: false, error: REFUSED });
      expect(await t.store.testimonials.list(null)).toHaveLength(0);
      await show();
      expect((await submit()).status).toBe(200);
    });

    it("refuses the invitation lookup with 403 while hidden", async () => {
      const { token } = await t.store.invitations.create(INVITE);
      const lookup = () =>
        fetch(app.url + "/api/invitation", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ token }),
        });
      await hide();
      const refused = await lookup();
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: REFUSED });
      await show();
      expect((await lookup()).status).toBe(200);
    });

    it("makes no new invitation link from the admin while hidden (409, saying why)", async () => {
      const admin = createApp({
        config: loadConfig({ ADMIN_PASSWORD: "correct horse battery" }),
        assets: new Map(),
        pages: fixedPages(async () => encode(Buffer.from(""), "text/html")),
        store: t.store,
      });
      await t.store.db.exec("TRUNCATE admin_sessions, admin_login_failures");
      const call = await signInAdmin(admin, "correct horse battery");
      const { invitation } = await t.store.invitations.create(INVITE);
      await hide();
      const body = {
        name: INVITE.name,
        company: INVITE.company,
        relationship: INVITE.relationship,
        note: INVITE.note,
        expiresInDays: INVITE.expiresInDays,
      };
      const created = await call("/invitations", { method: "POST", body });
      expect(created.status).toBe(409);
      expect(((await created.json()) as { error: string }).error).toMatch(
        /professional rules hide testimonials/,
      );
      const reissued = await call(`/invitations/${invitation.id}/reissue`, {
        method: "POST",
      });
      expect(reissued.status).toBe(409);
      expect(await t.store.invitations.list()).toHaveLength(1);
      await show();
      expect(
        (await call("/invitations", { method: "POST", body })).status,
      ).toBe(201);
    });
  },
);
