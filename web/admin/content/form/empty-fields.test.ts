import { expect, it } from "vitest";
import { emptyFields } from "./empty-fields";

it("lists the texts filled in the other language and empty here, by path", () => {
  const reference = {
    name: "Marta Sousa",
    about: ["First.", "Second."],
    headings: { testimonials: "Testimonials", booking: "" },
    book: { title: "A Book", url: "https://books.example" },
    accentColor: "213 94% 68%",
  };
  const document = {
    name: "Marta Sousa",
    about: ["Primeiro.", "  "],
    headings: { testimonials: "" },
    book: null,
    accentColor: "213 94% 68%",
  };
  expect(emptyFields(document, reference)).toEqual([
    ["about", 1],
    ["headings", "testimonials"],
    ["book", "title"],
    ["book", "url"],
  ]);
});

it("counts the entries of a shorter list, and nothing when both are complete", () => {
  expect(
    emptyFields({ industries: [] }, { industries: [{ name: "Fintech" }] }),
  ).toEqual([["industries", 0, "name"]]);
  expect(emptyFields({ name: "A" }, { name: "B" })).toEqual([]);
});
