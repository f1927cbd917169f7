// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { TestimonialCard } from "./testimonial-card";
import { pendingTestimonial } from "../testing/fake-admin-api";

afterEach(cleanup);

const card = (lang: string) => {
  render(
    <TestimonialCard
      item={{ ...pendingTestimonial("t1", "Rui Costa"), lang }}
      highlighted={false}
      onAction={() => {}}
    />,
  );
  return screen.getByRole("article", { name: "Rui Costa" });
};

it("shows the language a testimonial was written in as a short badge, named in full for screen readers", () => {
  const article = card("pt");
  const name = within(article).getByText("Português");
  expect(name.getAttribute("lang")).toBe("pt-PT");
  const badge = name.parentElement!;
  expect(badge.textContent).toBe("PTPortuguês");
  expect(within(badge).getByText("PT").getAttribute("aria-hidden")).toBe(
    "true",
  );
});

it("shows a language the site has no name for by its code", () => {
  const article = card("de");
  expect(within(article).getByText("DE").getAttribute("aria-hidden")).toBe(
    "true",
  );
  expect(within(article).getByText("de").className).toContain("sr-only");
});

it("says who was invited and how long ago the link was sent", () => {
  const sent = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString();
  render(
    <TestimonialCard
      item={{
        ...pendingTestimonial("t2", "Ana Lima"),
        invitation: { id: "i1", name: "Ana Lima", sentAt: sent },
      }}
      highlighted={false}
      onAction={() => {}}
    />,
  );
  const line = within(
    screen.getByRole("article", { name: "Ana Lima" }),
  ).getByText(/^Invited:/);
  expect(line.textContent).toBe("Invited: Ana Lima, sent 3 days ago");
  expect(line.querySelector("time")?.getAttribute("dateTime")).toBe(sent);
});

it("says nothing about an invitation for a testimonial from the public form", () => {
  card("en");
  expect(screen.queryByText(/Invited/)).toBeNull();
});
