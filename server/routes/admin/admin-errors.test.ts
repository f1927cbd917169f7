import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setLogSink } from "../../log";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../testing/test-stores";
import { adminErrorAnswer } from "./admin-errors";

/** A route that fails with `error`, answered as the admin API answers. */
const failingWith = (error: unknown) => {
  const app = new Hono();
  app.get("/", () => {
    throw error;
  });
  app.onError(adminErrorAnswer);
  return app.request("/");
};

describe("adminErrorAnswer", () => {
  let logged = "";
  beforeAll(() => setLogSink((line) => (logged += line)));

  it("answers 503 to a store that is away, and logs it", async () => {
    const res = await failingWith(new Error("connection lost"));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: "The store is unavailable. Try again shortly.",
    });
    expect(logged).toContain('"message":"admin call failed"');
  });

  describe.each(STORE_KINDS)("on %s", (kind) => {
    let t: TestStore;
    beforeAll(async () => {
      t = await openTestStore(kind);
    });
    afterAll(() => t?.destroy());

    it.each([
      ["a value of the wrong type", "SELECT 'x'::int"],
      ["text the store cannot hold", `SELECT jsonb '"\\ud800"'`],
      [
        "a row its CHECK constraints refuse",
        "INSERT INTO site_languages (id) VALUES (false)",
      ],
    ])(
      "answers 400, not 503, when the store refuses %s sent in a request",
      async (_, sql) => {
        const error = await t.store.db.query(sql).catch((e: unknown) => e);
        const res = await failingWith(error);
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({
          error: "The request holds a value the store cannot keep.",
        });
      },
    );
  });
});
