import { expect, it } from "vitest";
import { describePath } from "./field-labels";

it("names a path as the form labels it", () => {
  expect(describePath("experience.1.highlights.0")).toBe(
    "Experience 2 › Highlight 1",
  );
  expect(describePath("email")).toBe("Contact e-mail");
  expect(describePath("coreAreas")).toBe("Core areas");
  expect(describePath("coreAreas.0.icon")).toBe("Core area 1 › Icon");
  expect(describePath("headings.about")).toBe("Headings › About heading");
  expect(describePath("testimonials.fallback.name")).toBe(
    "Testimonials › Fallback testimonial › Name",
  );
  expect(describePath("privacy.text")).toBe("Privacy notice › Notice text");
  expect(describePath("tone.thanks")).toBe(
    "In your own words › Thank-you message",
  );
  expect(describePath("headlineEffect")).toBe("Headline");
  expect(describePath("")).toBe("The content");
  expect(describePath("unknownThing")).toBe("unknownThing");
});
