import { expect, it } from "vitest";
import { SUBMIT_MESSAGES } from "../../../../core/testimonials/submit-call";
import {
  CONSENT_TEXT,
  LIMITS,
  MESSAGES,
} from "../../../../core/testimonials/testimonial";
import { RELATIONSHIPS } from "../../../../core/testimonials/relationships";
import { fill } from "../../../../core/fill";
import type { Dictionary } from "../dictionary";
import en from "./en";

it("holds the product's original wording, as the submission rules and the server write them", () => {
  const values = {
    min: LIMITS.commentMin,
    choices: RELATIONSHIPS.join(", "),
  };
  const max = {
    nameTooLong: LIMITS.nameMax,
    companyTooLong: LIMITS.companyMax,
  } as Record<string, number>;
  const filled = Object.fromEntries(
    Object.entries(en.form.messages).map(([key, text]) => [
      key,
      fill(text, { ...values, max: max[key] ?? LIMITS.commentMax }),
    ]),
  );
  const written = {
    nameRequired: "Please enter your name",
    nameTooLong: "Name must be at most 100 characters",
    companyTooLong: "Company must be at most 100 characters",
    relationshipInvalid:
      "Relationship must be one of Client, Colleague, Partner, Other",
    commentRequired: "Please enter your testimonial",
    commentTooShort: "Comment must be at least 10 characters",
    commentTooLong: "Comment must be at most 2000 characters",
    consentRequired:
      "Please agree to have your testimonial displayed on the site",
    controlCharacters: "Text must not contain control characters",
    directionControls:
      "Text must not contain direction-changing control characters",
    invalidText: "Text contains invalid characters",
  };
  expect(filled).toEqual(written);
  expect(MESSAGES).toEqual(written);
  expect(en.form.consent).toBe(CONSENT_TEXT);
  expect(en.form.tooLarge).toBe(SUBMIT_MESSAGES.tooLarge);
  expect(en.form.rateLimited).toBe(SUBMIT_MESSAGES.tooMany);
  expect(en.form.unavailable).toBe(SUBMIT_MESSAGES.unavailable);
  expect(en.form.toast).toBe("Thank you. Coffee on me next time.");
  expect(en.form.submitting).toBe("Submitting...");
  expect(Object.values(en.page.relationships)).toEqual([...RELATIONSHIPS]);
});

it("fills every place it names, and leaves an unknown one as written", () => {
  expect(fill("Show testimonial {n} of {count}", { n: 2, count: 5 })).toBe(
    "Show testimonial 2 of 5",
  );
  expect(fill("{missing} stays", {})).toBe("{missing} stays");
});

it("is the shape every language must have: one missing key fails the type check", () => {
  const page: Partial<Dictionary["page"]> = { ...en.page };
  delete page.menu;
  // @ts-expect-error -- `page.menu` is missing; tsc fails if this ever type-checks
  const incomplete: Dictionary = { ...en, page };
  expect(incomplete.page).not.toHaveProperty("menu");
});
