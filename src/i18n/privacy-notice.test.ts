import { expect, it } from "vitest";
import { SITE_LANGUAGES } from "../../core/site-languages";
import { defaultPrivacyNotice, privacyNotice } from "./privacy-notice";

const owner = { name: "Ana Lima", email: "ana@counsel.example" };
const shape = (text: string) =>
  text
    .split("\n")
    .map((line) =>
      line.startsWith("## ")
        ? "#"
        : line.startsWith("- ")
          ? "-"
          : line
            ? "p"
            : "",
    )
    .join("");

it("fills every place of each language's default notice, and each has the same headings and lists", () => {
  const english = defaultPrivacyNotice("en", owner);
  for (const lang of SITE_LANGUAGES) {
    const notice = defaultPrivacyNotice(lang, owner);
    expect(notice, lang).not.toMatch(/[{}]/);
    expect(notice, lang).toContain("Ana Lima");
    expect(notice.split("ana@counsel.example"), lang).toHaveLength(3);
    expect(shape(notice), lang).toBe(shape(english));
  }
  expect(english).toContain("deleted 30 days after it was rejected");
  expect(english).toContain("window of 1 hour");
  expect(defaultPrivacyNotice("pt", owner)).toContain("período de 1 hora");
});

it("is the owner's text when there is one", () => {
  expect(privacyNotice("en", { ...owner, privacy: { text: "Mine." } })).toBe(
    "Mine.",
  );
  expect(privacyNotice("pt", { ...owner, privacy: { text: "" } })).toBe(
    defaultPrivacyNotice("pt", owner),
  );
});
