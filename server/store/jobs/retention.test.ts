// The retention sweep on a real store, its clock moved forward: what the
// privacy page promises to delete is deleted on time, and nothing sooner.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  INVITATION_RETENTION_DAYS,
  REJECTED_RETENTION_DAYS,
} from "../../../core/testimonials/retention";
import type { NewInvitation } from "../../../core/api/invitations";
import { CONTACT_SETTINGS_DEFAULTS } from "../../../core/api/enquiries";
import { INSIGHTS_SETTINGS_DEFAULTS } from "../../../core/api/insights";
import { DAILY_TOTALS_TABLES } from "../repos/insights-totals";
import { validEnquiry } from "../../testing/sample-enquiry";
import { validSubmission } from "../../testing/sample-submission";
import { startRetentionSweeps, sweepRetention } from "./retention";
import { writeSubmissions } from "../repos/submissions";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../testing/test-stores";

const DAY_MS = 86_400_000;
const INVITE: NewInvitation = {
  name: "Ana Lima",
  company: "",
  relationship: null,
  note: "",
  lang: "en",
  expiresInDays: 10,
};

/** `days` from now, and an hour more. */
const inDays = (days: number) =>
  new Date(Date.now() + days * DAY_MS + 3_600_000);

describe.each(STORE_KINDS)("the retention sweep on %s", (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(() => t?.destroy());
  beforeEach(() => t.reset());

  const names = async (table: "testimonials" | "invitations") =>
    (
      await t.store.db.query<{ name: string }>(
        `SELECT name FROM ${table} ORDER BY name`,
      )
    ).map((row) => row.name);
  const submit = async (name: string, token: string | null = null) => {
    const [outcome] = await writeSubmissions(t.store.db, [
      {
        input: validSubmission({ name }),
        clientKey: null,
        limitPerHour: null,
        invitationToken: token,
      },
    ]);
    return outcome!.kind === "stored" ? outcome!.id : "";
  };

  it(`deletes testimonials rejected more than ${REJECTED_RETENTION_DAYS} days ago, and no other`, async () => {
    const rejected = await submit("Rejected");
    await t.store.testimonials.setStatus(rejected, "rejected");
    await t.store.testimonials.setStatus(await submit("Approved"), "approved");
    await submit("Pending");
    const invited = await t.store.invitations.create(INVITE);
    const rejectedInvited = await submit("Rejected invited", invited.token);
    await t.store.testimonials.setStatus(rejectedInvited, "rejected");

    expect(
      await sweepRetention(t.store.db, inDays(REJECTED_RETENTION_DAYS - 1)),
    ).toEqual({
      rejectedTestimonials: 0,
      invitations: 0,
      enquiries: 0,
      advertisingCopies: 0,
      insightsTotals: 0,
    });
    expect(
      await sweepRetention(t.store.db, inDays(REJECTED_RETENTION_DAYS)),
    ).toEqual({
      rejectedTestimonials: 2,
      invitations: 0,
      enquiries: 0,
      advertisingCopies: 0,
      insightsTotals: 0,
    });
    expect(await names("testimonials")).toEqual(["Approved", "Pending"]);
    // The answered invitation stays, no longer naming the deleted testimonial.
    expect(await t.store.invitations.list()).toMatchObject([
      { state: "answered", testimonialId: null },
    ]);
  });

  it(`deletes unanswered invitations ${INVITATION_RETENTION_DAYS} days after they expired or were revoked`, async () => {
    await t.store.invitations.create({ ...INVITE, name: "Expires" });
    const revoked = await t.store.invitations.create({
      ...INVITE,
      name: "Revoked",
      expiresInDays: 180,
    });
    await t.store.invitations.revoke(revoked.invitation.id);
    await t.store.invitations.create({
      ...INVITE,
      name: "Waiting",
      expiresInDays: 180,
    });
    const answered = await t.store.invitations.create({
      ...INVITE,
      name: "Answered",
    });
    await submit("Client", answered.token);

    const revokedAfter = INVITATION_RETENTION_DAYS;
    const expiredAfter = INVITE.expiresInDays + INVITATION_RETENTION_DAYS;
    expect(
      await sweepRetention(t.store.db, inDays(revokedAfter - 1)),
    ).toMatchObject({ invitations: 0 });
    expect(
      await sweepRetention(t.store.db, inDays(revokedAfter)),
    ).toMatchObject({ invitations: 1 });
    expect(await names("invitations")).toEqual([
      "Answered",
      "Expires",
      "Waiting",
    ]);
    expect(
      await sweepRetention(t.store.db, inDays(expiredAfter - 1)),
    ).toMatchObject({ invitations: 0 });
    expect(
      await sweepRetention(t.store.db, inDays(expiredAfter)),
    ).toMatchObject({ invitations: 1 });
    expect(await names("invitations")).toEqual(["Answered", "Waiting"]);
    expect(await names("testimonials")).toEqual(["Client"]);
  });

  describe("enquiries, as long as the owner chose", () => {
    /** `months` calendar months from now, and `days` more. */
    const inMonths = (months: number, days: number) => {
      const at = new Date();
      at.setUTCMonth(at.getUTCMonth() + months);
      return new Date(at.getTime() + days * DAY_MS);
    };
    const send = async (message: string) => {
      const outcome = await t.store.enquiries.submit({
        input: validEnquiry({ message }),
        lang: "en",
        clientKey: null,
        limitPerHour: null,
      });
      return outcome.ok ? outcome.id : "";
    };
    const messages = async () =>
      (await t.store.enquiries.list()).enquiries
        .map((enquiry) => enquiry.message)
        .sort();

    it("deletes a handled enquiry keepHandledMonths after it was handled, an open one keepUnhandledMonths after it arrived", async () => {
      const { keepHandledMonths, keepUnhandledMonths } =
        CONTACT_SETTINGS_DEFAULTS;
      await t.store.enquiries.change(await send("Handled"), { handled: true });
      await send("Open");
      const read = await send("Read, not handled");
      await t.store.enquiries.change(read, { read: true });

      expect(
        await sweepRetention(t.store.db, inMonths(keepHandledMonths, -1)),
      ).toMatchObject({ enquiries: 0 });
      expect(
        await sweepRetention(t.store.db, inMonths(keepHandledMonths, 1)),
      ).toMatchObject({ enquiries: 1 });
      expect(await messages()).toEqual(["Open", "Read, not handled"]);
      expect(
        await sweepRetention(t.store.db, inMonths(keepUnhandledMonths, -1)),
      ).toMatchObject({ enquiries: 0 });
      expect(
        await sweepRetention(t.store.db, inMonths(keepUnhandledMonths, 1)),
      ).toMatchObject({ enquiries: 2 });
      expect(await messages()).toEqual([]);
    });

    it("counts a handled enquiry's months from when it was handled, and follows the owner's settings", async () => {
      const id = await send("Handled late");
      await t.store.db.query(
        "UPDATE enquiries SET created_at = now() - interval '5 months' WHERE id = $1",
        [id],
      );
      await t.store.enquiries.change(id, { handled: true });
      await send("Open");
      await t.store.contactSettings.put({
        ...CONTACT_SETTINGS_DEFAULTS,
        keepHandledMonths: 2,
        keepUnhandledMonths: 3,
      });
      expect(await sweepRetention(t.store.db, inMonths(2, -1))).toMatchObject({
        enquiries: 0,
      });
      expect(await sweepRetention(t.store.db, inMonths(2, 1))).toMatchObject({
        enquiries: 1,
      });
      expect(await messages()).toEqual(["Open"]);
      expect(await sweepRetention(t.store.db, inMonths(3, -1))).toMatchObject({
        enquiries: 0,
      });
      expect(await sweepRetention(t.store.db, inMonths(3, 1))).toMatchObject({
        enquiries: 1,
      });
    });
  });

  describe("Insights daily totals, as long as the owner chose", () => {
    // Fixed days, away from month ends, so "25 months later" is one date.
    const KEPT = "2030-06-15";
    const NEXT = "2030-06-16";
    const totalsOf = async (day: string) => {
      const found: Record<string, number> = {};
      for (const table of DAILY_TOTALS_TABLES) {
        const [row] = await t.store.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${table} WHERE day = $1`,
          [day],
        );
        found[table] = row!.n;
      }
      return found;
    };
    const every = (n: number) =>
      Object.fromEntries(DAILY_TOTALS_TABLES.map((table) => [table, n]));
    beforeEach(async () => {
      for (const day of [KEPT, NEXT])
        await t.store.db.exec(
          `INSERT INTO insights_daily_visitors VALUES ($1, 3);
           INSERT INTO insights_daily_views VALUES ($1, 'home', 'en', 4);
           INSERT INTO insights_daily_referrers VALUES ($1, 'search', 'Google', 2);
           INSERT INTO insights_daily_cv_downloads VALUES ($1, 'pt', 'pdf', 1);
           INSERT INTO insights_daily_events VALUES ($1, 'enquiry-sent', 1)`.replace(
            /\$1/g,
            `'${day}'`,
          ),
        );
    });

    it(`keeps a day's totals ${INSIGHTS_SETTINGS_DEFAULTS.keepMonths} months by default, to the day, and deletes them the day after`, async () => {
      // 25 months after KEPT, the last minute of the day: just inside.
      expect(
        await sweepRetention(t.store.db, new Date("2032-07-15T23:59:00Z")),
      ).toMatchObject({ insightsTotals: 0 });
      expect(await totalsOf(KEPT)).toEqual(every(1));
      // The next day's first minute: just outside, every table's row goes.
      expect(
        await sweepRetention(t.store.db, new Date("2032-07-16T00:01:00Z")),
      ).toMatchObject({ insightsTotals: DAILY_TOTALS_TABLES.length });
      expect(await totalsOf(KEPT)).toEqual(every(0));
      expect(await totalsOf(NEXT)).toEqual(every(1));
    });

    it("follows the owner's setting", async () => {
      await t.store.insightsSettings.put({ keepMonths: 1 });
      expect(
        await sweepRetention(t.store.db, new Date("2030-07-15T12:00:00Z")),
      ).toMatchObject({ insightsTotals: 0 });
      expect(
        await sweepRetention(t.store.db, new Date("2030-07-16T12:00:00Z")),
      ).toMatchObject({ insightsTotals: DAILY_TOTALS_TABLES.length });
      expect(await totalsOf(KEPT)).toEqual(every(0));
      expect(await totalsOf(NEXT)).toEqual(every(1));
    });
  });

  it("sweeps at start and then on its interval, until stopped", async () => {
    const rejectedLongAgo = async (name: string) => {
      const id = await submit(name);
      await t.store.testimonials.setStatus(id, "rejected");
      await t.store.db.query(
        "UPDATE testimonials SET reviewed_at = now() - make_interval(days => $2) WHERE id = $1",
        [id, REJECTED_RETENTION_DAYS + 1],
      );
    };
    const until = async (done: () => Promise<boolean>) => {
      for (let tries = 0; !(await done()); tries++) {
        if (tries > 200) throw new Error("timed out");
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    await rejectedLongAgo("At start");
    const sweeps = startRetentionSweeps(t.store.db, { everyMs: 50 });
    try {
      await until(async () => (await names("testimonials")).length === 0);
      await rejectedLongAgo("Later");
      await until(async () => (await names("testimonials")).length === 0);
    } finally {
      await sweeps.stop();
    }
    await rejectedLongAgo("After stop");
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await names("testimonials")).toEqual(["After stop"]);
  });
});
