// @vitest-environment jsdom
import {
  act,
  cleanup,
  fireEvent,
  render,
  screen,
} from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { DICTIONARIES } from "../../i18n/dictionaries";
import ThankYouToast, { TOAST_DURATION_MS } from "./thank-you-toast";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it("closes by itself after 3000 ms", () => {
  vi.useFakeTimers();
  const onClose = vi.fn();
  render(<ThankYouToast strings={DICTIONARIES.en.form} onClose={onClose} />);
  expect(screen.getByText("Thank you. Coffee on me next time.")).toBeTruthy();
  expect(
    screen.getByText(
      "Your testimonial will appear here once it has been reviewed.",
    ),
  ).toBeTruthy();
  expect(TOAST_DURATION_MS).toBe(3000);
  act(() => vi.advanceTimersByTime(2999));
  expect(onClose).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(1));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it("closes with its Close button", () => {
  const onClose = vi.fn();
  render(<ThankYouToast strings={DICTIONARIES.en.form} onClose={onClose} />);
  fireEvent.click(screen.getByRole("button", { name: "Close" }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it("says in Portuguese that the testimonial appears once reviewed", () => {
  render(<ThankYouToast strings={DICTIONARIES.pt.form} onClose={() => {}} />);
  expect(
    screen.getByText("Obrigada. O próximo café é por minha conta."),
  ).toBeTruthy();
  expect(
    screen.getByText("O seu testemunho aparecerá aqui depois de revisto."),
  ).toBeTruthy();
});

it("thanks in the owner's own words when she wrote them", () => {
  render(
    <ThankYouToast
      strings={DICTIONARIES.pt.form}
      thanks="Muito obrigada, a sério."
      onClose={() => {}}
    />,
  );
  expect(screen.getByText("Muito obrigada, a sério.")).toBeTruthy();
  expect(screen.queryByText(DICTIONARIES.pt.form.toast)).toBeNull();
  expect(screen.getByText(DICTIONARIES.pt.form.toastReviewed)).toBeTruthy();
});
