import { expect, it } from "vitest";
import { saveStateText } from "./save-state";

const at = (time: string) => new Date(`2026-11-26T${time}:00`).toISOString();

const TODAY = new Date(at("18:00"));

it("says unsaved, saved at a time or published at a time, and why a save failed", () => {
  expect(saveStateText({ unsaved: false, failure: null, settled: null })).toBe(
    "No unsaved changes",
  );
  expect(saveStateText({ unsaved: true, failure: null, settled: null })).toBe(
    "Unsaved changes",
  );
  expect(
    saveStateText(
      {
        unsaved: false,
        failure: null,
        settled: { kind: "draft", at: at("14:32") },
      },
      TODAY,
    ),
  ).toBe("Draft saved at 14:32, not published");
  expect(
    saveStateText(
      {
        unsaved: false,
        failure: null,
        settled: { kind: "published", at: at("14:35") },
      },
      TODAY,
    ),
  ).toBe("Published at 14:35");
  expect(
    saveStateText({
      unsaved: true,
      failure: "Not saved: offline — kept in this browser",
      settled: { kind: "published", at: at("14:35") },
    }),
  ).toBe("Not saved: offline — kept in this browser");
});

it("names the day of a draft or publication older than today", () => {
  const tomorrow = new Date(TODAY.getTime() + 24 * 3600_000);
  expect(
    saveStateText(
      {
        unsaved: false,
        failure: null,
        settled: { kind: "draft", at: at("14:32") },
      },
      tomorrow,
    ),
  ).toBe("Draft saved 26 Nov, 14:32, not published");
  expect(
    saveStateText(
      {
        unsaved: false,
        failure: null,
        settled: { kind: "published", at: at("09:05") },
      },
      tomorrow,
    ),
  ).toBe("Published 26 Nov, 09:05");
});
