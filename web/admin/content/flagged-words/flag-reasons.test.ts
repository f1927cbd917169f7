import { expect, it } from "vitest";
import { flagReasons } from "./flag-reasons";

it("names the bars that flag each rule in one sentence", () => {
  const reasons = flagReasons(["new-york", "us-aba"]);
  expect(reasons.specialist).toBe(
    "New York and ABA rules allow it only for a specialisation certified or recognised by a named body; record yours in Settings → Professional rules.",
  );
  expect(Object.keys(reasons).sort()).toEqual(
    ["expert", "guarantee", "specialist", "superlative"].sort(),
  );
});

it("names only the chosen bars that flag the rule", () => {
  expect(flagReasons(["portugal", "none"]).expert).toBe(
    "Portuguese rules read it as a claim to be a specialist, which needs a certification.",
  );
  expect(
    flagReasons(["portugal", "england-wales", "us-aba"]).guarantee,
  ).toMatch(/^Portuguese, SRA and ABA rules do not allow/);
});

it("has nothing to say with no bar chosen", () => {
  expect(flagReasons([])).toEqual({});
  expect(flagReasons(["none"])).toEqual({});
});
