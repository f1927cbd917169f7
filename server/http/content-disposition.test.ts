import { describe, expect, it } from "vitest";
import { textProblem } from "../../core/text-rule";
import { attachment } from "./content-disposition";

// RFC 6266's grammar for the two parameters we send: a quoted ASCII
// `filename` for old clients, and `filename*` (RFC 8187) with the real name.
const WELL_FORMED =
  /^attachment; filename="([\x20\x21\x23-\x5b\x5d-\x7e]*)"; filename\*=UTF-8''([A-Za-z0-9!#$&+\-.^_`|~%]+)$/;

const parts = (value: string) => {
  const match = WELL_FORMED.exec(value);
  if (!match) throw new Error(`malformed: ${JSON.stringify(value)}`);
  return { ascii: match[1], name: decodeURIComponent(match[2]!) };
};

describe("attachment", () => {
  it("names an ASCII file the same in both parameters", () => {
    expect(attachment("Ana_Lima_content_en.json")).toBe(
      `attachment; filename="Ana_Lima_content_en.json"; filename*=UTF-8''Ana_Lima_content_en.json`,
    );
  });

  it("keeps accented and other letters in filename*, and gives old clients an ASCII name", () => {
    expect(parts(attachment("Zoë Lima.json"))).toEqual({
      ascii: "Zoe Lima.json",
      name: "Zoë Lima.json",
    });
    expect(parts(attachment("李小龙.json"))).toEqual({
      ascii: "_.json",
      name: "李小龙.json",
    });
  });

  it("is a well-formed header for any name: quotes, line breaks, backslashes, controls, lone surrogates", () => {
    for (const name of [
      'Ana "x"\r\nLima.json',
      "a\\b;c=d.json",
      "\u0000\u0007\u202E.json",
      "a\uD800b.json",
      "'()*%.json",
      "",
    ]) {
      const value = attachment(name);
      expect(() => new Headers({ "content-disposition": value })).not.toThrow();
      const { name: decoded } = parts(value);
      expect(decoded).not.toMatch(/["\\]/);
      expect(textProblem(decoded, "line")).toBeNull();
    }
  });
});
