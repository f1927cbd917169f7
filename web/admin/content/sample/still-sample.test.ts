import { expect, it } from "vitest";
import { assertValidProfile } from "../../../../core/content/profile-schema";
import { contentFixture } from "../../../../content/content-fixture";
import { seedProfilePt } from "../../../../content/profile-pt";
import { stillSample } from "./still-sample";

const pt = assertValidProfile(seedProfilePt);

it("lists the shared fields once, then this language's own, then the other languages'", () => {
  const entries = stillSample("en", contentFixture, [
    { lang: "pt", document: pt },
  ]);
  const labels = entries.map((entry) => entry.label);
  expect(labels.filter((label) => label.startsWith("Name "))).toEqual([
    "Name (all languages)",
  ]);
  expect(entries[0]).toEqual({
    path: "name",
    lang: null,
    label: "Name (all languages)",
  });
  expect(labels).toContain("Experience 2 › Company (English)");
  expect(labels).toContain("Experience 2 › Company (Português)");
  expect(labels.indexOf("Experience 1 › Company (English)")).toBeLessThan(
    labels.indexOf("Experience 1 › Company (Português)"),
  );
  expect(
    entries.filter((entry) => entry.lang === null).map((entry) => entry.path),
  ).toEqual([
    "name",
    "email",
    "phone",
    "linkedinUrl",
    "bookingUrl",
    "websiteUrl",
  ]);
});

it("counts the portrait's alt text as the language's own, and forgets a value typed over", () => {
  const document = {
    ...contentFixture,
    name: "Ana Lima",
    portrait: { id: "ab", alt: contentFixture.name },
  };
  const entries = stillSample("en", document, []);
  expect(entries.map((entry) => entry.path)).not.toContain("name");
  expect(entries).toContainEqual({
    path: "portrait.alt",
    lang: "en",
    label: "Portrait › Alt text (English)",
  });
});

it("lists nothing once no field holds the sample", () => {
  expect(stillSample("en", { name: "Ana Lima" }, [])).toEqual([]);
});
