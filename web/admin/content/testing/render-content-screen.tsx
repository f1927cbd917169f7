// Test support: the Content tab signed in, over whatever `fetch` the test
// stubbed; resolves once the form is on screen, with queries of its first
// section ("Identity").
import { render, screen, within } from "@testing-library/react";
import { AdminQueryProvider, createAdminQueryClient } from "../../shell/query";
import { sessionQueryKey } from "../../shell/api/query-keys";
import { ContentScreen } from "../content-screen";

export async function renderContentScreen() {
  const client = createAdminQueryClient();
  client.setQueryData(sessionQueryKey, {
    enabled: true,
    authenticated: true,
  });
  render(
    <AdminQueryProvider client={client}>
      <ContentScreen lang="en" />
    </AdminQueryProvider>,
  );
  return within(await screen.findByRole("region", { name: "Identity" }));
}
