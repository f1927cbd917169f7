// @vitest-environment jsdom
import {
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import { http } from "msw";
import { beforeEach, expect, it } from "vitest";
import { seedProfilePt } from "../../../../content/profile-pt";
import { assertValidProfile } from "../../../../core/content/profile-schema";
import { AdminApp } from "../../shell/admin-app";
import { apiServer } from "../../testing/api-server";
import {
  region,
  renderContentScreen,
  setUpContentScreenTests,
  SLOW,
} from "../testing/render-content-screen";

setUpContentScreenTests();

const pt = assertValidProfile(seedProfilePt);

/** Portuguese content whose draft has its first company typed over. */
beforeEach(() => {
  const draft = {
    ...pt,
    experience: pt.experience.map((entry, index) =>
      index === 0 ? { ...entry, company: "Lima & Associados" } : entry,
    ),
  };
  apiServer.use(
    http.get("/api/admin/content/pt", () =>
      Response.json({
        lang: "pt",
        published: {
          revision: {
            id: 9,
            lang: "pt",
            number: 1,
            note: "",
            createdAt: "2026-11-20T10:00:00.000Z",
            live: true,
          },
          profile: pt,
        },
        draft: { document: draft, updatedAt: "2026-11-21T10:00:00.000Z" },
      }),
    ),
    http.get("/api/admin/content/pt/revisions", () =>
      Response.json({ revisions: [] }),
    ),
  );
});

const panel = async () =>
  within(await screen.findByRole("region", { name: /^Still sample: / }));
const link = (inside: Awaited<ReturnType<typeof panel>>, name: string) =>
  inside.getByRole("link", { name });

it(
  "lists what is still sample here and in the other language, each linking to its field, as the owner types",
  async () => {
    await renderContentScreen();
    const list = await panel();
    await list.findByRole("link", {
      name: "Experience 2 › Company (Português)",
    });
    const heading = list.getByRole("heading");
    const count = Number(/(\d+) fields/.exec(heading.textContent)![1]);

    const names = list.getAllByRole("link").map((each) => each.textContent);
    expect(names.filter((name) => name.startsWith("Name "))).toEqual([
      "Name (all languages)",
    ]);
    expect(names).not.toContain("Experience 1 › Company (Português)");
    expect(names).toHaveLength(count);

    const name = region("Identity").getByRole("textbox", { name: "Name" });
    expect(link(list, "Name (all languages)").getAttribute("href")).toBe(
      `#${name.id}`,
    );
    const company = within(
      region("Experience").getByRole("group", { name: "Experience 1" }),
    ).getByRole("textbox", { name: "Company" });
    expect(
      link(list, "Experience 1 › Company (English)").getAttribute("href"),
    ).toBe(`#${company.id}`);
    expect(
      link(list, "Experience 2 › Company (Português)").getAttribute("href"),
    ).toBe("/?lang=pt#content-pt-experience-1-company");

    fireEvent.click(link(list, "Name (all languages)"));
    expect(document.activeElement).toBe(name);

    fireEvent.change(company, { target: { value: "Ana Lima Legal" } });
    expect(heading.textContent).toBe(`Still sample: ${count - 1} fields`);
    expect(
      list.queryByRole("link", { name: "Experience 1 › Company (English)" }),
    ).toBeNull();
  },
  SLOW,
);

it(
  "opens another language's field in that language's editor",
  async () => {
    history.replaceState(null, "", "/admin/content");
    render(<AdminApp />);
    const list = await panel();
    fireEvent.click(
      await list.findByRole("link", {
        name: "Experience 2 › Company (Português)",
      }),
    );
    await waitFor(() =>
      expect(document.activeElement?.id).toBe(
        "content-pt-experience-1-company",
      ),
    );
    expect((document.activeElement as HTMLInputElement).value).toBe(
      pt.experience[1]!.company,
    );
    expect(
      (
        screen.getByRole("combobox", {
          name: "Editing the content in",
        }) as HTMLSelectElement
      ).value,
    ).toBe("pt");
    expect(location.search).toBe("?lang=pt");
    history.replaceState(null, "", "/");
  },
  SLOW,
);
