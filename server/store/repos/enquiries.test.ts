// The enquiry store on PGlite and (with TEST_DATABASE_URL) PostgreSQL: the
// form's write (rate limit, duplicate check, the owner's notification), the
// owner's list, flags, deletion and anonymising, and the table's
// constraints, which repeat the shared rules.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ENQUIRY_LIMITS } from "../../../core/enquiries/enquiry";
import { validEnquiry } from "../../testing/sample-enquiry";
import { validSubmission } from "../../testing/sample-submission";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../testing/test-stores";
import { ANONYMISED_NAME, type EnquiryRepository } from "./enquiries";
import { writeSubmissions } from "./submissions";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

describe.each(STORE_KINDS)("enquiries on %s", (kind) => {
  let t: TestStore;
  let enquiries: EnquiryRepository;
  beforeAll(async () => {
    t = await openTestStore(kind);
    enquiries = t.store.enquiries;
  });
  afterAll(() => t?.destroy());
  beforeEach(() => t.reset());

  const submit = async (
    overrides: Record<string, unknown> = {},
    options: {
      clientKey?: string | null;
      previousKey?: string | null;
      limitPerHour?: number | null;
    } = {},
  ) =>
    enquiries.submit({
      input: validEnquiry(overrides),
      lang: "pt",
      clientKey: options.clientKey ?? null,
      previousKey: options.previousKey,
      limitPerHour: options.limitPerHour ?? null,
    });
  const stored = async (overrides: Record<string, unknown> = {}) => {
    const outcome = await submit(overrides);
    if (!outcome.ok) throw new Error("unreachable: no limit");
    return outcome.id;
  };
  /** Moves an enquiry's creation `minutes` into the past. */
  const ageBy = (id: string, minutes: number) =>
    t.store.db.query(
      "UPDATE enquiries SET created_at = created_at - make_interval(mins => $2) WHERE id = $1",
      [id, minutes],
    );
  const count = async () =>
    (
      await t.store.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM enquiries",
      )
    )[0]!.n;

  it("stores an enquiry and lists it, newest first, with the unread count", async () => {
    const older = await stored({ name: "Older", company: null });
    await ageBy(older, 5);
    const newer = await stored();
    const list = await enquiries.list();
    expect(list.unread).toBe(2);
    expect(list.enquiries.map((enquiry) => enquiry.id)).toEqual([newer, older]);
    expect(list.enquiries[0]).toEqual({
      id: newer,
      name: "Rui Costa",
      email: "rui@example.com",
      company: "Costa & Filhos",
      otherParties: "Banco Exemplo, S.A.",
      message: "We need advice on a supply contract.\nCould we talk this week?",
      lang: "pt",
      createdAt: expect.stringMatching(
        /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/,
      ) as string,
      readAt: null,
      handledAt: null,
      anonymisedAt: null,
    });
    expect(list.enquiries[1]).toMatchObject({ name: "Older", company: "" });
    expect(await enquiries.get(newer)).toEqual(list.enquiries[0]);
  });

  it("queues one owner notification per stored enquiry, and none for a repeat", async () => {
    const id = await stored();
    await submit({}, { clientKey: "same" });
    await submit({}, { clientKey: "same" });
    const rows = await t.store.db.query<{
      enquiry_id: string;
      testimonial_id: string | null;
    }>(
      "SELECT enquiry_id::text AS enquiry_id, testimonial_id FROM notification_outbox ORDER BY id",
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({ enquiry_id: id, testimonial_id: null });
  });

  it("refuses a client over its hourly limit, counted apart from the testimonial form", async () => {
    const options = { clientKey: "client", limitPerHour: 2 };
    expect(await submit({ message: "First" }, options)).toMatchObject({
      ok: true,
    });
    expect(await submit({ message: "Second" }, options)).toMatchObject({
      ok: true,
    });
    const refused = await submit({ message: "Third" }, options);
    expect(refused).toMatchObject({ ok: false, reason: "rate-limited" });
    expect(!refused.ok && refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(!refused.ok && refused.retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect(await count()).toBe(2);
    // Another client, and the same client's testimonials, are not limited by it.
    expect(
      await submit({ message: "Other" }, { ...options, clientKey: "other" }),
    ).toMatchObject({ ok: true });
    const [testimonial] = await writeSubmissions(t.store.db, [
      { input: validSubmission(), clientKey: "client", limitPerHour: 2 },
    ]);
    expect(testimonial).toMatchObject({ kind: "stored" });
  });

  it("stores the same enquiry from the same client once within the duplicate window", async () => {
    const first = await submit({}, { clientKey: "client" });
    expect(await submit({}, { clientKey: "client" })).toEqual(first);
    // Across midnight: the earlier row has yesterday's key.
    expect(
      await submit({}, { clientKey: "today", previousKey: "client" }),
    ).toEqual(first);
    // Another message, another client, or no key at all: a new enquiry.
    expect(
      await submit({ message: "Another" }, { clientKey: "client" }),
    ).not.toEqual(first);
    expect(await submit({}, { clientKey: "other" })).not.toEqual(first);
    expect(await submit({})).not.toEqual(first);
    expect(await count()).toBe(4);
    // After the window, the same text is a new enquiry.
    await ageBy(first.ok ? first.id : "", 11);
    expect(await submit({}, { clientKey: "client" })).not.toEqual(first);
  });

  it("marks read and handled, and back, keeping the first time while set", async () => {
    const id = await stored();
    const read = await enquiries.change(id, { read: true });
    expect(read).toMatchObject({ id, handledAt: null });
    expect(read!.readAt).not.toBeNull();
    expect((await enquiries.list()).unread).toBe(0);
    const handled = await enquiries.change(id, { read: true, handled: true });
    expect(handled!.readAt).toBe(read!.readAt);
    expect(handled!.handledAt).not.toBeNull();
    expect(await enquiries.change(id, { read: false })).toMatchObject({
      readAt: null,
      handledAt: handled!.handledAt,
    });
    expect(await enquiries.change(id, { handled: false })).toMatchObject({
      readAt: null,
      handledAt: null,
    });
    expect(await enquiries.change(id, {})).toMatchObject({ id });
    expect((await enquiries.list()).unread).toBe(1);
  });

  it("deletes an enquiry", async () => {
    const id = await stored();
    const kept = await stored({ message: "Kept" });
    expect(await enquiries.delete(id)).toBe(true);
    expect(await enquiries.delete(id)).toBe(false);
    expect(await enquiries.get(id)).toBeNull();
    expect((await enquiries.list()).enquiries.map((e) => e.id)).toEqual([kept]);
  });

  it("anonymises: the sender's identity goes, the message stays", async () => {
    const id = await submit({}, { clientKey: "client" }).then((o) =>
      o.ok ? o.id : "",
    );
    const anonymised = await enquiries.anonymise(id);
    expect(anonymised).toMatchObject({
      id,
      name: ANONYMISED_NAME,
      email: "",
      company: "",
      otherParties: "",
      message: "We need advice on a supply contract.\nCould we talk this week?",
    });
    expect(anonymised!.anonymisedAt).not.toBeNull();
    // Its key goes too: the sender's repeat is a new enquiry.
    expect(
      await t.store.db.query(
        "SELECT 1 FROM enquiries WHERE submitter_key IS NOT NULL",
      ),
    ).toEqual([]);
    expect(await enquiries.anonymise(id)).toEqual(anonymised);
    expect(await enquiries.get(id)).toEqual(anonymised);
  });

  it("answers null or false for unknown ids and for ids that are not uuids", async () => {
    await stored();
    for (const id of [
      UNKNOWN_ID,
      "not-a-uuid",
      "",
      "1; DROP TABLE enquiries",
    ]) {
      expect(await enquiries.get(id)).toBeNull();
      expect(await enquiries.change(id, { read: true })).toBeNull();
      expect(await enquiries.anonymise(id)).toBeNull();
      expect(await enquiries.delete(id)).toBe(false);
    }
    expect(await count()).toBe(1);
  });

  describe("the table's constraints", () => {
    const insert = (row: Record<string, unknown>) =>
      t.store.db.query(
        `INSERT INTO enquiries (name, email, company, other_parties, message, lang, anonymised_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          row.name ?? "Rui",
          row.email ?? "rui@example.com",
          row.company ?? "",
          row.other_parties ?? "",
          row.message ?? "Hello",
          row.lang ?? "en",
          row.anonymised_at ?? null,
        ],
      );
    // Astral characters count two UTF-16 code units, as the shared rules count them.
    const units = (n: number) =>
      "😀".repeat(Math.floor(n / 2)) + "a".repeat(n % 2);
    const L = ENQUIRY_LIMITS;

    it("accept what the shared rules accept, at their limits", async () => {
      await insert({
        name: units(L.nameMax),
        email: `${"a".repeat(L.emailMax - 12)}@example.com`,
        company: units(L.companyMax),
        other_parties: units(L.partiesMax - 1) + "\n",
        message: units(L.messageMax - 2) + "\nx",
      });
      await insert({
        name: ANONYMISED_NAME,
        email: "",
        anonymised_at: new Date(),
      });
      expect(await count()).toBe(2);
    });

    it.each([
      ["a name too long", { name: units(L.nameMax + 1) }],
      ["an empty name", { name: "  " }],
      ["a name of two lines", { name: "Rui\nCosta" }],
      ["a name with a direction override", { name: "Rui\u202eCosta" }],
      [
        "an e-mail too long",
        { email: `${"a".repeat(L.emailMax - 11)}@example.com` },
      ],
      ["an e-mail without @", { email: "rui.example.com" }],
      ["an empty e-mail while not anonymised", { email: "" }],
      ["a company too long", { company: units(L.companyMax + 1) }],
      ["other parties too long", { other_parties: units(L.partiesMax + 1) }],
      ["other parties with a tab", { other_parties: "A\tB" }],
      ["a message too long", { message: units(L.messageMax + 1) }],
      ["an empty message", { message: "\n" }],
      ["a message with a control character", { message: "Hello\u0007" }],
      ["a message with a CR", { message: "Hello\r\nthere" }],
      ["a language that is not a code", { lang: "English" }],
    ])("refuse %s", async (_, row) => {
      await expect(insert(row)).rejects.toThrow(/check constraint/);
    });
  });
});
