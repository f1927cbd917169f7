import { describe, expect, it } from "vitest";
import { CHARACTER_ISSUE, contentText } from "./content-text";

const write = contentText("write");
const read = contentText("read");

const issuesOf = (
  schema: { safeParse(value: unknown): { error?: { issues: object[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues ?? [];

describe("content text, as the owner writes it", () => {
  it("refuses a line break in one line, a CR, a tab, a direction control, marked as a character issue", () => {
    for (const [schema, value, message] of [
      [write.text(), "Ana\nLima", "must be one line"],
      [write.optionalText(), "Ana\rLima", "must be one line"],
      [write.lines(100), "One\r\nTwo", "must not contain control characters"],
      [write.lines(100), "One\tTwo", "must not contain control characters"],
      [
        write.optionalLines(100),
        "One\u202ETwo",
        "must not contain direction-changing control characters",
      ],
    ] as const)
      expect(issuesOf(schema, value), JSON.stringify(value)).toEqual([
        expect.objectContaining({ message, params: CHARACTER_ISSUE }),
      ]);
  });

  it("lets several lines hold LF", () => {
    expect(write.lines(100).parse(" One\n\nTwo ")).toBe("One\n\nTwo");
  });

  it("takes a file name of the safe set with its extension, or none", () => {
    const fileName = write.fileName(100, ".html");
    expect(fileName.parse(" Zoë Lima CV.html ")).toBe("Zoë Lima CV.html");
    expect(fileName.parse(undefined)).toBe("");
    for (const value of ['Ana"Lima.html', "Ana\rLima.html", "Ana\nLima.html"])
      expect(issuesOf(fileName, value), JSON.stringify(value)).toEqual([
        expect.objectContaining({ params: CHARACTER_ISSUE }),
      ]);
    expect(issuesOf(fileName, "Ana Lima")).toEqual([
      expect.objectContaining({
        message: "must be a file name ending in .html",
      }),
    ]);
  });
});

describe("content text, as the store holds it", () => {
  it("cleans what an older rule let through instead of refusing it", () => {
    expect(read.text().parse("Ana\r\nLima\u202E")).toBe("Ana Lima");
    expect(read.lines(100).parse("One\r\nTwo\tthree\u0085")).toBe(
      "One\nTwo three",
    );
    expect(read.fileName(100, ".html").parse('Ana "CV"\r\n.html')).toBe(
      "Ana _CV_.html",
    );
  });

  it("still refuses what no cleaning mends", () => {
    expect(issuesOf(read.text(), "")).toEqual([
      expect.objectContaining({ message: "is required" }),
    ]);
    expect(issuesOf(read.text(10), "x".repeat(11))).toHaveLength(1);
  });
});
