// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { DICTIONARIES } from "../i18n/dictionaries";
import { render } from "../../testing/render-with-texts";
import { LanguageSwitch } from "./language-switch";

afterEach(cleanup);

it("links to the current section in each other published language, named in that language", () => {
  render(<LanguageSwitch active="expertise" />, {
    alternates: [{ lang: "pt", href: "/pt/" }],
  });
  const group = screen.getByRole("group", { name: "Languages" });
  const link = screen.getByRole("link", { name: "Português" });
  expect(group.contains(link)).toBe(true);
  expect(link.getAttribute("href")).toBe("/pt/#expertise");
  expect(link.getAttribute("hreflang")).toBe("pt-PT");
  expect(link.getAttribute("lang")).toBe("pt-PT");
});

it("shows the code in its short form, still named in full", () => {
  render(<LanguageSwitch active="home" short />, {
    alternates: [{ lang: "pt", href: "/pt/" }],
  });
  const link = screen.getByRole("link", { name: "Português" });
  expect(link.textContent).toBe("PTPortuguês");
});

it("is absent on a site published in one language", () => {
  render(<LanguageSwitch active="home" />);
  expect(screen.queryByRole("group")).toBeNull();
});

it("names itself in the page's language", () => {
  render(<LanguageSwitch active="home" />, {
    lang: "pt",
    alternates: [{ lang: "en", href: "/" }],
  });
  expect(
    screen.getByRole("group", { name: DICTIONARIES.pt.page.languages }),
  ).toBeTruthy();
  expect(
    screen.getByRole("link", { name: "English" }).getAttribute("href"),
  ).toBe("/#home");
});
