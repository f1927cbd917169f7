// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { contentFixture } from "../../../content/content-fixture";
import { withContent } from "../../testing/with-content";
import { ExpertiseSection } from "./expertise-section";

afterEach(cleanup);

it("says when the industries were last updated right after their list, not beside its heading", () => {
  render(
    withContent(<ExpertiseSection />, {
      ...contentFixture,
      industriesUpdated: "November 2026",
    }),
  );
  const updated = screen.getByText(/November 2026/);
  const list = updated.previousElementSibling;
  expect(list?.tagName).toBe("UL");
  expect(list?.textContent).toContain(contentFixture.industries[0]!.name);
});
