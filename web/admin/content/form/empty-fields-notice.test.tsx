// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { contentFixture } from "../../../../content/content-fixture";
import { EmptyFieldsNotice } from "./empty-fields-notice";

afterEach(cleanup);

const idFor = (path: readonly (string | number)[]) =>
  `content-pt-${path.join("-")}`;

it("lists what is still empty in the language being edited, each linking to its field", () => {
  const draft = {
    ...contentFixture,
    subtitle: "",
    headings: { ...contentFixture.headings, testimonials: " " },
  };
  render(
    <EmptyFieldsNotice
      lang="pt"
      document={draft}
      others={[{ lang: "en", profile: contentFixture }]}
      idFor={idFor}
    />,
  );
  const notice = screen.getByRole("region", {
    name: "Still empty in Português",
  });
  expect(notice.textContent).toContain(
    "2 texts are filled in English but not here:",
  );
  const links = within(notice).getAllByRole("link");
  expect(links.map((link) => link.getAttribute("href"))).toEqual([
    "#content-pt-subtitle",
    "#content-pt-headings-testimonials",
  ]);
});

it("says nothing when every text is there", () => {
  render(
    <EmptyFieldsNotice
      lang="pt"
      document={contentFixture}
      others={[{ lang: "en", profile: contentFixture }]}
      idFor={idFor}
    />,
  );
  expect(screen.queryByRole("region")).toBeNull();
});
