import { describe, expect, it } from "vitest";
import { noticeBlocks } from "./notice-blocks";

describe("noticeBlocks", () => {
  it("splits paragraphs at blank lines and keeps a paragraph's line breaks", () => {
    expect(noticeBlocks("One\nstill one\n\n\nTwo")).toEqual([
      { kind: "paragraph", text: "One\nstill one" },
      { kind: "paragraph", text: "Two" },
    ]);
  });

  it('reads "## " as a heading and "- " lines as one list', () => {
    expect(
      noticeBlocks(
        "## Who\nI am.\n- first\n-  second\nAfter the list\r\n## Next",
      ),
    ).toEqual([
      { kind: "heading", text: "Who" },
      { kind: "paragraph", text: "I am." },
      { kind: "list", items: ["first", "second"] },
      { kind: "paragraph", text: "After the list" },
      { kind: "heading", text: "Next" },
    ]);
  });

  it("keeps markup as text, and has nothing for an empty text", () => {
    expect(noticeBlocks("<b>bold</b> # not a heading")).toEqual([
      { kind: "paragraph", text: "<b>bold</b> # not a heading" },
    ]);
    expect(noticeBlocks(" \n\n")).toEqual([]);
  });
});
