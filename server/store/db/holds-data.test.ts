import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contentFixture } from "../../../content/content-fixture";
import {
  insertPending,
  validSubmission,
} from "../../testing/sample-submission";
import { validEnquiry } from "../../testing/sample-enquiry";
import { holdsData } from "./holds-data";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../testing/test-stores";

describe.each(STORE_KINDS)("holdsData on %s", (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(() => t?.destroy());
  beforeEach(() => t.reset());

  it("is false for a new store", async () => {
    expect(await holdsData(t.store.db)).toBe(false);
  });

  it("is true once it holds a testimonial, an invitation, an enquiry, a revision or a draft", async () => {
    await insertPending(t.store.db, validSubmission(), null);
    expect(await holdsData(t.store.db)).toBe(true);
    await t.reset();
    await t.store.invitations.create({
      name: "Ana Lima",
      company: "",
      relationship: null,
      note: "",
      lang: "en",
      expiresInDays: 10,
    });
    expect(await holdsData(t.store.db)).toBe(true);
    await t.reset();
    await t.store.enquiries.submit({
      input: validEnquiry(),
      lang: "en",
      clientKey: null,
      limitPerHour: null,
    });
    expect(await holdsData(t.store.db)).toBe(true);
    await t.reset();
    await t.store.content.saveDraft("en", contentFixture);
    expect(await holdsData(t.store.db)).toBe(true);
    await t.reset();
    await t.store.content.publish("en", contentFixture, "First");
    expect(await holdsData(t.store.db)).toBe(true);
  });
});
