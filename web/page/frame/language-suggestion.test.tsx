// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Alternate } from "../app/boot-data";
import { DICTIONARIES } from "../i18n/dictionaries";
import { render } from "../../testing/render-with-texts";
import { LanguageSuggestion, preferredAlternate } from "./language-suggestion";

const pt: Alternate = { lang: "pt", href: "/pt/" };

describe("preferredAlternate", () => {
  it("is the first preferred language the site has, unless it is the page's own", () => {
    expect(preferredAlternate(["pt-PT", "en"], "en", [pt])).toBe(pt);
    expect(preferredAlternate(["PT-br"], "en", [pt])).toBe(pt);
    expect(preferredAlternate(["en-GB", "pt-PT"], "en", [pt])).toBeNull();
    expect(preferredAlternate(["fr", "de"], "en", [pt])).toBeNull();
    expect(preferredAlternate(["pt-PT"], "en", [])).toBeNull();
  });
});

describe("LanguageSuggestion", () => {
  beforeEach(() => {
    localStorage.clear();
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["pt-PT", "en"]);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  const show = () =>
    // The English page, with Portuguese published beside it; the notice's
    // words come with the Portuguese dictionary, fetched as it is needed.
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LanguageSuggestion />
      </QueryClientProvider>,
      { alternates: [pt] },
    );

  it("offers the page in the language the browser prefers, in that language, and never redirects", async () => {
    show();
    const notice = await screen.findByRole("complementary");
    expect(notice.getAttribute("lang")).toBe("pt-PT");
    expect(notice.textContent).toContain(DICTIONARIES.pt.suggestion.text);
    expect(
      screen
        .getByRole("link", { name: DICTIONARIES.pt.suggestion.action })
        .getAttribute("href"),
    ).toBe("/pt/");
    expect(window.location.pathname).toBe("/");
  });

  it("goes away when dismissed, and stays away on this browser", async () => {
    show();
    await userEvent.click(
      await screen.findByRole("button", {
        name: DICTIONARIES.pt.suggestion.dismiss,
      }),
    );
    expect(screen.queryByRole("complementary")).toBeNull();
    expect(localStorage.getItem("language-suggestion-dismissed")).toBe("1");
    cleanup();
    show();
    expect(screen.queryByRole("complementary")).toBeNull();
  });

  it("says nothing to a browser that prefers the page's language", () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["en-US", "pt"]);
    act(() => void show());
    expect(screen.queryByRole("complementary")).toBeNull();
  });
});
