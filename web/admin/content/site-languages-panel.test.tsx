// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { AdminQueryProvider, createAdminQueryClient } from "../shell/query";
import { sessionQueryKey } from "../shell/api/query-keys";
import { SiteLanguagesPanel } from "./site-languages-panel";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });

let state: { defaultLanguage: string; published: string[] };
let puts: unknown[];

beforeEach(() => {
  state = { defaultLanguage: "en", published: ["en", "pt"] };
  puts = [];
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const path = new URL(input, "http://localhost").pathname;
    if (path === "/api/admin/session")
      return json({ enabled: true, authenticated: true, csrfToken: "csrf" });
    if (path !== "/api/admin/languages") return json({}, 404);
    if (init.method === "PUT") {
      const body = JSON.parse(String(init.body)) as typeof state;
      puts.push(body);
      if (!body.published.includes(body.defaultLanguage))
        return json({ error: "The default language must be published" }, 400);
      state = body;
    }
    return json({
      ...state,
      languages: [
        { lang: "en", name: "English", hasContent: true },
        { lang: "pt", name: "Português", hasContent: true },
      ],
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show() {
  const client = createAdminQueryClient();
  client.setQueryData(sessionQueryKey, {
    enabled: true,
    authenticated: true,
  });
  render(
    <AdminQueryProvider client={client}>
      <SiteLanguagesPanel />
    </AdminQueryProvider>,
  );
}

it("makes Portuguese the site's first language, saying where each page goes", async () => {
  show();
  const select = await screen.findByLabelText(
    "Shown at the site's address (/)",
  );
  expect(
    screen.getByText(
      "The site's address / shows English; Português at /pt/. Addresses that move redirect to their new place.",
    ),
  ).toBeTruthy();
  const save = screen.getByRole("button", { name: "Save languages" });
  expect((save as HTMLButtonElement).disabled).toBe(true);
  await userEvent.selectOptions(select, "pt");
  expect(
    screen.getByText(
      "The site's address / shows Português; English at /en/. Addresses that move redirect to their new place.",
    ),
  ).toBeTruthy();
  await userEvent.click(save);
  await waitFor(() =>
    expect(screen.getByRole("status").textContent).toBe(
      "Saved: the site follows now.",
    ),
  );
  expect(puts).toEqual([{ defaultLanguage: "pt", published: ["en", "pt"] }]);
});

it("keeps the language at / published, and unpublishes another", async () => {
  show();
  const english = await screen.findByRole("checkbox", { name: "English" });
  expect((english as HTMLInputElement).disabled).toBe(true);
  await userEvent.click(screen.getByRole("checkbox", { name: "Português" }));
  expect(
    screen.getByText(
      "The site's address / shows English, in no other language. Addresses that move redirect to their new place.",
    ),
  ).toBeTruthy();
  await userEvent.click(screen.getByRole("button", { name: "Save languages" }));
  await waitFor(() => expect(puts).toHaveLength(1));
  expect(puts[0]).toEqual({ defaultLanguage: "en", published: ["en"] });
});
