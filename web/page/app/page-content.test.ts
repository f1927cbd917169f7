import { expect, it } from "vitest";
import { contentFixture } from "../../../content/content-fixture";
import { toPageContent } from "./page-content";

it("carries the owner's enquiry texts only when she wrote them and the form is offered", () => {
  const own = {
    ...contentFixture,
    tone: {
      ...contentFixture.tone,
      enquiryNotice: "Writing creates no engagement.",
      enquiryThanks: "I answer within a day.",
    },
  };
  expect(toPageContent(own, true)).toMatchObject({
    enquiryNotice: "Writing creates no engagement.",
    enquiryThanks: "I answer within a day.",
  });
  expect(toPageContent(own)).not.toHaveProperty("enquiryNotice");
  expect(toPageContent(own)).not.toHaveProperty("enquiryThanks");
  const defaults = toPageContent(contentFixture, true);
  expect(defaults).not.toHaveProperty("enquiryNotice");
  expect(defaults).not.toHaveProperty("enquiryThanks");
});
