// @vitest-environment jsdom
import { renderHook, waitFor } from "@testing-library/react";
import { http } from "msw";
import type { ReactNode } from "react";
import { expect, it } from "vitest";
import type { SiteStatus } from "../../../../core/api/site-status";
import { apiServer, serveApiInTests } from "../../testing/api-server";
import { AdminQueryProvider, createAdminQueryClient } from "../query";
import { sessionQueryKey } from "./query-keys";
import { useSiteStatus } from "./use-site-status";

serveApiInTests();

function signedIn() {
  const client = createAdminQueryClient();
  client.setQueryData(sessionQueryKey, {
    enabled: true,
    authenticated: true,
    csrfToken: "csrf",
  });
  return ({ children }: { children: ReactNode }) => (
    <AdminQueryProvider client={client}>{children}</AdminQueryProvider>
  );
}

it("fetches the site's address and notification settings once", async () => {
  const status: SiteStatus = {
    siteAddress: "http://localhost:3000",
    siteAddressFromConfig: false,
    notifications: true,
  };
  let calls = 0;
  apiServer.use(
    http.get("/api/admin/site-status", () => {
      calls++;
      return Response.json(status);
    }),
  );
  const wrapper = signedIn();

  const first = renderHook(() => useSiteStatus(), { wrapper });
  await waitFor(() => expect(first.result.current.data).toEqual(status));
  const second = renderHook(() => useSiteStatus(), { wrapper });

  expect(second.result.current.data).toEqual(status);
  expect(calls).toBe(1);
});
