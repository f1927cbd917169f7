// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DICTIONARIES } from "../i18n/dictionaries";
import { render } from "../../testing/render-with-texts";
import { ErrorBoundary } from "./error-boundary";

function Broken(): never {
  throw new Error("The profile could not be read");
}

describe("ErrorBoundary", () => {
  it("shows the generic error page with the error's message", () => {
    // React reports the caught error on the console; that is expected here.
    const consoleError = vi
      .spyOn(console, "error")
      .mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(
      screen.getByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeTruthy();
    expect(screen.getByText("The profile could not be read")).toBeTruthy();
    expect(consoleError).toHaveBeenCalled();
  });

  it("renders its children when nothing fails", () => {
    render(
      <ErrorBoundary>
        <p>All good</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("All good")).toBeTruthy();
  });
});

describe("ErrorBoundary in another language", () => {
  it("says it in the page's language", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
      { lang: "pt" },
    );
    expect(
      screen.getByRole("heading", {
        name: DICTIONARIES.pt.page.unexpectedError,
      }),
    ).toBeTruthy();
  });
});
