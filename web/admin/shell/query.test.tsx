import { afterEach, describe, expect, it, vi } from "vitest";
import {
  adminFetch,
  ApiError,
  createAdminQueryClient,
  rememberSession,
  type AdminSession,
} from "./query";
import { sessionQueryKey } from "./api/query-keys";

const SIGNED_IN: AdminSession = {
  enabled: true,
  authenticated: true,
  csrfToken: "token",
};

const failWith = (status: number) => () =>
  Promise.reject(new ApiError("Refused", status));

it("signs the owner out when any query answers 401, and forgets what was fetched", async () => {
  const client = createAdminQueryClient();
  client.setQueryData(sessionQueryKey, SIGNED_IN);
  client.setQueryData(["admin", "other"], "kept while signed in");
  await client
    .fetchQuery({ queryKey: ["admin", "list"], queryFn: failWith(401) })
    .catch(() => undefined);
  expect(client.getQueryData(sessionQueryKey)).toEqual({
    enabled: true,
    authenticated: false,
    signedOut: "session-ended",
  });
  expect(client.getQueryData(["admin", "other"])).toBeUndefined();
});

it("signs the owner out when a mutation answers 401", async () => {
  const client = createAdminQueryClient();
  client.setQueryData(sessionQueryKey, SIGNED_IN);
  await client
    .getMutationCache()
    .build(client, { mutationFn: failWith(401) })
    .execute(undefined)
    .catch(() => undefined);
  expect(client.getQueryData<AdminSession>(sessionQueryKey)?.signedOut).toBe(
    "session-ended",
  );
});

it("leaves a signed-out admin alone on a 401 (a wrong password), and a signed-in one on other errors", async () => {
  const client = createAdminQueryClient();
  const signedOut = { enabled: true, authenticated: false };
  client.setQueryData(sessionQueryKey, signedOut);
  await client
    .getMutationCache()
    .build(client, { mutationFn: failWith(401) })
    .execute(undefined)
    .catch(() => undefined);
  expect(client.getQueryData(sessionQueryKey)).toEqual(signedOut);

  client.setQueryData(sessionQueryKey, SIGNED_IN);
  await client
    .fetchQuery({ queryKey: ["admin", "list"], queryFn: failWith(403) })
    .catch(() => undefined);
  expect(client.getQueryData(sessionQueryKey)).toEqual(SIGNED_IN);
});

describe("adminFetch", () => {
  const sent: { url: string; init: RequestInit }[] = [];
  const answer = (status: number, body: unknown) =>
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(JSON.stringify(body), { status });
    });
  afterEach(() => {
    sent.length = 0;
    vi.unstubAllGlobals();
  });

  it("sends JSON, with the session's CSRF token on a state-changing call", async () => {
    rememberSession({ enabled: true, authenticated: true, csrfToken: "t1" });
    answer(200, { ok: true });
    expect(
      await adminFetch("/thing", { method: "PUT", body: { a: 1 } }),
    ).toEqual({ ok: true });
    await adminFetch("/thing");
    expect(sent[0]!.url).toBe("/api/admin/thing");
    expect(sent[0]!.init.body).toBe('{"a":1}');
    expect(sent[0]!.init.headers).toEqual({
      "content-type": "application/json",
      "x-csrf-token": "t1",
    });
    expect(sent[1]!.init.headers).toEqual({});
  });

  it("sends a Blob (an uploaded file) as the raw body, its type left to the browser", async () => {
    rememberSession({ enabled: true, authenticated: true, csrfToken: "t2" });
    answer(200, {});
    const photo = new Blob(["raw bytes"], { type: "image/png" });
    await adminFetch("/portrait", { method: "POST", body: photo });
    expect(sent[0]!.init.body).toBe(photo);
    expect(sent[0]!.init.headers).toEqual({ "x-csrf-token": "t2" });
  });

  it("keeps the server's message, status and a 400's field issues on the error", async () => {
    const issues = [{ path: "experience.0.title", message: "Required" }];
    answer(400, { error: "Invalid content", issues });
    const error = await adminFetch("/content/en/publish", {
      method: "POST",
      body: {},
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: "Invalid content",
      status: 400,
      issues,
    });
  });
});
