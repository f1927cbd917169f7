import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { validEnquiry } from "../../testing/sample-enquiry";
import { validSubmission } from "../../testing/sample-submission";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../testing/test-stores";

describe.each(STORE_KINDS)("insights events on %s", (kind) => {
  let t: TestStore;
  const events = async () => {
    await t.store.insights.flush();
    return Object.fromEntries(
      (
        await t.store.db.query<{ event: string; count: number }>(
          "SELECT event, count FROM insights_daily_events",
        )
      ).map((row) => [row.event, row.count]),
    );
  };

  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(async () => {
    await t.reset();
    await t.store.insights.flush();
    await t.store.db.exec("TRUNCATE insights_daily_events");
  });

  it("counts a testimonial stored, not its repeat, and an invitation answered once", async () => {
    const { token } = await t.store.invitations.create({
      name: "Rui",
      company: "",
      relationship: null,
      note: "",
      lang: "en",
      expiresInDays: 7,
    });
    const submit = (invitationToken: string | null, comment: string) =>
      t.store.submissions.submit({
        input: validSubmission({ comment }),
        clientKey: "key-1",
        limitPerHour: null,
        invitationToken,
      });
    expect(await submit(token, "A careful and clear counsel.")).toMatchObject({
      kind: "stored",
      invited: true,
    });
    expect(await submit(token, "A careful and clear counsel.")).toMatchObject({
      kind: "duplicate",
    });
    // The link is used up: stored, but not an answer to it.
    expect(await submit(token, "Another, later comment.")).toEqual({
      kind: "stored",
      id: expect.any(String),
    });
    expect(await events()).toEqual({
      "testimonial-submitted": 2,
      "invitation-answered": 1,
    });
  });

  it("counts an invitation opened the first time only", async () => {
    const { token } = await t.store.invitations.create({
      name: "Rui",
      company: "",
      relationship: null,
      note: "",
      lang: "en",
      expiresInDays: 7,
    });
    const lookup = await t.store.invitations.lookup(token);
    expect(lookup).not.toHaveProperty("first_open");
    expect(lookup).toMatchObject({ name: "Rui" });
    await t.store.invitations.lookup(token);
    await t.store.invitations.lookup("not-a-token");
    expect(await events()).toEqual({ "invitation-opened": 1 });
  });

  it("counts an enquiry stored, not its repeat or one over the limit", async () => {
    const send = () =>
      t.store.enquiries.submit({
        input: validEnquiry(),
        lang: "en",
        clientKey: "key-2",
        limitPerHour: 2,
      });
    expect(await send()).toMatchObject({ ok: true });
    expect(await send()).toMatchObject({ ok: true });
    expect(await send()).toMatchObject({ ok: false });
    expect(await events()).toEqual({ "enquiry-sent": 1 });
  });
});
