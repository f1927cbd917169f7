import { expect, it } from "vitest";
import { getAt, listAt, pathKey, setAt } from "./document-path";

const document = {
  name: "Ana",
  experience: [{ title: "Counsel", highlights: ["One", "Two"] }],
};

it("reads by path and names the path as the schema's issues do", () => {
  expect(getAt(document, ["experience", 0, "highlights", 1])).toBe("Two");
  expect(getAt(document, ["experience", 3, "title"])).toBeUndefined();
  expect(getAt(document, ["name", "first"])).toBeUndefined();
  expect(pathKey(["experience", 0, "highlights", 1])).toBe(
    "experience.0.highlights.1",
  );
});

it("writes a copy, leaving the original untouched", () => {
  const changed = setAt(document, ["experience", 0, "highlights", 1], "2");
  expect(getAt(changed, ["experience", 0, "highlights"])).toEqual(["One", "2"]);
  expect(document.experience[0]!.highlights[1]).toBe("Two");
  expect(getAt(changed, ["name"])).toBe("Ana");
});

it("creates what is missing on the way", () => {
  expect(setAt({}, ["seo", "keywords", 0], "law")).toEqual({
    seo: { keywords: ["law"] },
  });
  expect(listAt({}, ["awards"])).toEqual([]);
  expect(listAt({ awards: "x" }, ["awards"])).toEqual([]);
});
