import { expect, it } from "vitest";
import {
  ApiError,
  createAdminQueryClient,
  sessionQueryKey,
  type AdminSession,
} from "./query";

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
