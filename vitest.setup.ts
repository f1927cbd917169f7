import { afterEach, vi } from "vitest";

// An unexpected console.error or console.warn fails the test (React warnings
// such as hydration mismatches surface there). Tests that expect one spy on it.
const failOn =
  (kind: "error" | "warn") =>
  (...args: unknown[]) => {
    throw new Error(`console.${kind} called: ${args.map(String).join(" ")}`);
  };

afterEach(() => {
  vi.restoreAllMocks();
});

console.error = failOn("error");
console.warn = failOn("warn");

// jsdom has no modal dialogs: component tests open and close them as the
// browser would.
if (typeof HTMLDialogElement !== "undefined") {
  HTMLDialogElement.prototype.showModal = function () {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function () {
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
}
