// The invitation store on PGlite and (with TEST_DATABASE_URL) PostgreSQL:
// states, revoke, re-send, the page's lookup, and single use inside the
// submission write, also when two instances race for one token.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { NewInvitation } from "../../../core/api/invitations";
import { isWellFormedToken } from "../../../core/testimonials/invitations";
import { validSubmission } from "../../testing/sample-submission";
import type { Db } from "../db/db";
import { hashToken } from "./invitation-token";
import { InvitationRepository } from "./invitations";
import { writeSubmissions, type Submission } from "./submissions";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../testing/test-stores";

const INVITE: NewInvitation = {
  name: "Ana Lima",
  company: "Acme",
  relationship: "Client",
  note: "Thank you for the years of work together.",
  lang: "pt",
  expiresInDays: 30,
};
const DAY_MS = 86_400_000;

/** A token of the right shape that no invitation has. */
const UNKNOWN_TOKEN = "A".repeat(43);

/** A submission through an invitation link, unique by its comment. */
let n = 0;
const through = (token: string | null): Submission => ({
  input: validSubmission({ comment: `Submitted with a link (${++n}).` }),
  clientKey: `client-${n}`,
  limitPerHour: 5,
  invitationToken: token,
});

/** The same Db, recording every statement it runs. */
function recording(db: Db) {
  const seen: { sql: string; params: unknown[] }[] = [];
  const spy = new Proxy(db, {
    get(target, property) {
      if (property === "query")
        return (sql: string, params: unknown[] = []) => {
          seen.push({ sql, params });
          return target.query(sql, params);
        };
      return Reflect.get(target, property) as unknown;
    },
  });
  return { db: spy, seen };
}

describe.each(STORE_KINDS)("invitations on %s", (kind) => {
  let t: TestStore;
  let invitations: InvitationRepository;
  beforeAll(async () => {
    t = await openTestStore(kind);
    invitations = t.store.invitations;
  });
  afterAll(() => t?.destroy());
  beforeEach(() => t.reset());

  /** Moves an invitation's dates as if it had been sent `days` ago. */
  const sentDaysAgo = (id: string, days: number) =>
    t.store.db.query(
      `UPDATE invitations SET created_at = created_at - make_interval(days => $2),
         sent_at = sent_at - make_interval(days => $2),
         expires_at = expires_at - make_interval(days => $2)
       WHERE id = $1`,
      [id, days],
    );
  const invitedIds = async () =>
    (
      await t.store.db.query<{ invitation_id: string | null }>(
        "SELECT invitation_id::text AS invitation_id FROM testimonials ORDER BY created_at, id",
      )
    ).map((row) => row.invitation_id);

  it("issues a well-formed token, stores only its hash, and lists the invitation as waiting", async () => {
    const { invitation, token } = await invitations.create(INVITE);
    expect(isWellFormedToken(token)).toBe(true);
    expect(invitation).toMatchObject({
      name: "Ana Lima",
      company: "Acme",
      relationship: "Client",
      note: INVITE.note,
      lang: "pt",
      state: "waiting",
      openedAt: null,
      answeredAt: null,
      revokedAt: null,
      testimonialId: null,
    });
    const days =
      (Date.parse(invitation.expiresAt) - Date.parse(invitation.sentAt)) /
      DAY_MS;
    expect(days).toBe(30);
    const [stored] = await t.store.db.query<Record<string, unknown>>(
      "SELECT to_jsonb(i)::text AS row FROM invitations i",
    );
    expect(stored!.row).not.toContain(token);
    expect(stored!.row).toContain(hashToken(token));
    const second = await invitations.create({ ...INVITE, name: "Rui Costa" });
    expect(second.token).not.toBe(token);
    expect((await invitations.list()).map((i) => i.name)).toEqual([
      "Rui Costa",
      "Ana Lima",
    ]);
  });

  it("answers a lookup with what fills the form, and marks the invitation opened the first time only", async () => {
    const { invitation, token } = await invitations.create(INVITE);
    expect(await invitations.lookup(token)).toEqual({
      name: "Ana Lima",
      company: "Acme",
      relationship: "Client",
      note: INVITE.note,
      lang: "pt",
    });
    const [opened] = await invitations.list();
    expect(opened).toMatchObject({ id: invitation.id, state: "opened" });
    expect(opened!.openedAt).not.toBeNull();
    await invitations.lookup(token);
    expect((await invitations.list())[0]!.openedAt).toBe(opened!.openedAt);
  });

  it("looks up nothing for an unknown, malformed, expired, revoked or answered token", async () => {
    const expired = await invitations.create(INVITE);
    await sentDaysAgo(expired.invitation.id, 31);
    const revoked = await invitations.create(INVITE);
    await invitations.revoke(revoked.invitation.id);
    const answered = await invitations.create(INVITE);
    await writeSubmissions(t.store.db, [through(answered.token)]);
    for (const token of [
      UNKNOWN_TOKEN,
      "",
      "not a token",
      `${answered.token}x`,
      expired.token,
      revoked.token,
      answered.token,
    ])
      expect(await invitations.lookup(token), token).toBeNull();
    const states = (await invitations.list()).map((i) => i.state).sort();
    expect(states).toEqual(["answered", "expired", "revoked"]);
  });

  it("runs one statement, the same for every token, with a hash as its only value", async () => {
    const { token } = await invitations.create(INVITE);
    const { db, seen } = recording(t.store.db);
    const spied = new InvitationRepository(db);
    const tokens = [UNKNOWN_TOKEN, "", "!".repeat(2000), "x", token];
    for (const each of tokens) await spied.lookup(each);
    expect(seen).toHaveLength(tokens.length);
    expect(new Set(seen.map((query) => query.sql)).size).toBe(1);
    expect(seen.map((query) => query.params)).toEqual(
      tokens.map((each) => [hashToken(each)]),
    );
  });

  it("revokes: the link stops working; revoking again keeps the first date; an unknown id is not found", async () => {
    const { invitation, token } = await invitations.create(INVITE);
    const first = await invitations.revoke(invitation.id);
    expect(first).toMatchObject({ ok: true, value: { state: "revoked" } });
    expect(await invitations.lookup(token)).toBeNull();
    const again = await invitations.revoke(invitation.id);
    expect(again.ok && again.value.revokedAt).toBe(
      first.ok && first.value.revokedAt,
    );
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      expect(await invitations.revoke(id)).toEqual({
        ok: false,
        reason: "not-found",
      });
      expect(await invitations.reissue(id)).toEqual({
        ok: false,
        reason: "not-found",
      });
    }
  });

  it("re-sends with a new token for as long as the first, and the old link stops working", async () => {
    const { invitation, token } = await invitations.create({
      ...INVITE,
      expiresInDays: 7,
    });
    await invitations.lookup(token);
    await sentDaysAgo(invitation.id, 10);
    await invitations.revoke(invitation.id);
    const result = await invitations.reissue(invitation.id);
    if (!result.ok) throw new Error(result.reason);
    const { invitation: again, token: fresh } = result.value;
    expect(fresh).not.toBe(token);
    expect(isWellFormedToken(fresh)).toBe(true);
    expect(again).toMatchObject({
      id: invitation.id,
      state: "waiting",
      revokedAt: null,
      openedAt: null,
      createdAt: expect.any(String),
    });
    expect(Date.parse(again.sentAt)).toBeGreaterThan(
      Date.parse(invitation.sentAt) - 1_000,
    );
    expect(
      (Date.parse(again.expiresAt) - Date.parse(again.sentAt)) / DAY_MS,
    ).toBe(7);
    expect(await invitations.lookup(token)).toBeNull();
    expect(await invitations.lookup(fresh)).toMatchObject({ name: "Ana Lima" });
  });

  it("refuses to revoke or re-send an answered invitation", async () => {
    const { invitation, token } = await invitations.create(INVITE);
    await writeSubmissions(t.store.db, [through(token)]);
    expect(await invitations.revoke(invitation.id)).toEqual({
      ok: false,
      reason: "answered",
    });
    expect(await invitations.reissue(invitation.id)).toEqual({
      ok: false,
      reason: "answered",
    });
    expect((await invitations.list())[0]!.state).toBe("answered");
  });

  it("marks a stored submission invited and uses the invitation up; the same token again is an ordinary submission", async () => {
    const { invitation, token } = await invitations.create(INVITE);
    const [first] = await writeSubmissions(t.store.db, [through(token)]);
    const [second] = await writeSubmissions(t.store.db, [through(token)]);
    expect(first!.kind).toBe("stored");
    expect(second!.kind).toBe("stored");
    expect(await invitedIds()).toEqual([invitation.id, null]);
    const [answered] = await invitations.list();
    expect(answered).toMatchObject({
      state: "answered",
      testimonialId: first!.kind === "stored" ? first!.id : "",
    });
  });

  it("gives one batch's two submissions with one token one invitation: the first in batch order", async () => {
    const { invitation, token } = await invitations.create(INVITE);
    const outcomes = await writeSubmissions(t.store.db, [
      through(null),
      through(token),
      through(token),
    ]);
    expect(outcomes.map((o) => o.kind)).toEqual(["stored", "stored", "stored"]);
    const rows = await t.store.db.query<{ id: string; invitation_id: string }>(
      "SELECT id::text AS id, invitation_id::text AS invitation_id FROM testimonials WHERE invitation_id IS NOT NULL",
    );
    expect(rows).toEqual([
      {
        id: outcomes[1]!.kind === "stored" ? outcomes[1]!.id : "",
        invitation_id: invitation.id,
      },
    ]);
  });

  it("ignores an expired, revoked, unknown or malformed token, and claims nothing for a duplicate or a limited submission", async () => {
    const expired = await invitations.create(INVITE);
    await sentDaysAgo(expired.invitation.id, 31);
    const revoked = await invitations.create(INVITE);
    await invitations.revoke(revoked.invitation.id);
    const outcomes = await writeSubmissions(
      t.store.db,
      [expired.token, revoked.token, UNKNOWN_TOKEN, "short", 42].map((token) =>
        through(token as string),
      ),
    );
    expect(outcomes.map((o) => o.kind)).toEqual(Array(5).fill("stored"));
    expect(await invitedIds()).toEqual(Array(5).fill(null));

    const kept = await invitations.create(INVITE);
    const original = through(null);
    await writeSubmissions(t.store.db, [original]);
    const [duplicate] = await writeSubmissions(t.store.db, [
      { ...original, invitationToken: kept.token },
    ]);
    expect(duplicate!.kind).toBe("duplicate");
    const limited = { ...through(kept.token), limitPerHour: 0 };
    expect((await writeSubmissions(t.store.db, [limited]))[0]!.kind).toBe(
      "limited",
    );
    expect(await invitations.lookup(kept.token)).not.toBeNull();
  });

  it.skipIf(kind !== "postgres")(
    "gives two instances racing with one token one invited testimonial and one ordinary one",
    async () => {
      const { invitation, token } = await invitations.create(INVITE);
      const [holder, one, two] = await Promise.all([
        t.reopen!(),
        t.reopen!(),
        t.reopen!(),
      ]);
      try {
        // A third connection holds the invitation's row, so both writers
        // reach it and wait; released, they race for it.
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        let locked = () => {};
        const isLocked = new Promise<void>((resolve) => (locked = resolve));
        const holding = holder.transaction(async (tx) => {
          await tx.query("SELECT 1 FROM invitations WHERE id = $1 FOR UPDATE", [
            invitation.id,
          ]);
          locked();
          await held;
        });
        await isLocked;
        let settled = 0;
        const writes = [one, two].map((db) =>
          writeSubmissions(db, [through(token)]).finally(() => settled++),
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(settled).toBe(0);
        release();
        await holding;
        const outcomes = await Promise.all(writes);
        expect(outcomes.flat().map((o) => o.kind)).toEqual([
          "stored",
          "stored",
        ]);
        const ids = await invitedIds();
        expect(ids.filter((id) => id === invitation.id)).toHaveLength(1);
        expect(ids.filter((id) => id === null)).toHaveLength(1);
      } finally {
        await Promise.all([holder.close(), one.close(), two.close()]);
      }
    },
  );
});
