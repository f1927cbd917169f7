import { expect, it } from "vitest";
import { SITE_LANGUAGES } from "../core/site-languages";
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

it("says the web server's log keeps only a shortened address, and for how long", () => {
  // What deploy/nginx.conf logs, and Debian's rotation of it (docs/deploying.md).
  expect(defaultPrivacyNotice("en", owner)).toContain(
    "with your internet address shortened",
  );
  expect(defaultPrivacyNotice("en", owner)).toContain(
    "The web server's records of requests: deleted after 15 days at most.",
  );
  expect(defaultPrivacyNotice("pt", owner)).toContain(
    "com o seu endereço de internet encurtado",
  );
  expect(defaultPrivacyNotice("pt", owner)).toContain(
    "Os registos de pedidos do servidor web: apagados ao fim de 15 dias, no máximo.",
  );
});

it("is the owner's text when there is one", () => {
  expect(privacyNotice("en", { ...owner, privacy: { text: "Mine." } })).toBe(
    "Mine.",
  );
  expect(privacyNotice("pt", { ...owner, privacy: { text: "" } })).toBe(
    defaultPrivacyNotice("pt", owner),
  );
});
