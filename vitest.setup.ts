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

// Vitest's jsdom environment turns a jsdom Blob body into Node's for Node's
// Request by reading jsdom's private `_buffer`, which jsdom 28 renamed
// `_bytes`: without this alias a file sent through msw arrives as the text
// "undefined". Vitest fixed the read after its last 4.x release.
if (typeof Blob !== "undefined") {
  const sample = new Blob();
  const [impl] = Object.getOwnPropertySymbols(sample).map((key): unknown =>
    Reflect.get(sample, key),
  );
  if (
    typeof impl === "object" &&
    impl !== null &&
    "_bytes" in impl &&
    !("_buffer" in impl)
  )
    Object.defineProperty(Object.getPrototypeOf(impl), "_buffer", {
      get(this: { _bytes: Uint8Array }) {
        return this._bytes;
      },
    });
}
