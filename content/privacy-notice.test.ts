import { expect, it } from "vitest";
import { CONTACT_SETTINGS_DEFAULTS } from "../core/api/enquiries";
import { INSIGHTS_SETTINGS_DEFAULTS } from "../core/api/insights";
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
  const kept = CONTACT_SETTINGS_DEFAULTS;
  expect(
    privacyNotice(
      "en",
      { ...owner, privacy: { text: "Mine." } },
      kept,
      INSIGHTS_SETTINGS_DEFAULTS,
    ),
  ).toBe("Mine.");
  expect(
    privacyNotice(
      "pt",
      { ...owner, privacy: { text: "" } },
      kept,
      INSIGHTS_SETTINGS_DEFAULTS,
    ),
  ).toBe(defaultPrivacyNotice("pt", owner));
});

it("says what the contact form collects, why, on what basis, for how long and who receives it", () => {
  const en = defaultPrivacyNotice("en", owner);
  expect(en).toContain("the other parties involved that you name");
  expect(en).toContain("would not conflict with my duties to a client");
  expect(en).toContain(
    "to take the steps you ask for before we possibly agree to work together",
  );
  expect(en).toContain("legitimate interest, and professional duty");
  expect(en).toContain(
    "deleted 12 months after I have dealt with it, or 24 months after it was sent if I never did",
  );
  expect(en).toContain("carries only a link to it");
  // Visits are counted on the server: said, with what is never kept.
  expect(en).toContain(
    "without a cookie and without storing your internet address or your browser's details",
  );
  expect(en).toContain("that day's secret: deleted shortly after the day ends");
  expect(en).toContain(
    "The daily totals of visits, pages and linking sites, which identify no one: deleted 25 months after their day.",
  );
  const pt = defaultPrivacyNotice("pt", owner);
  expect(pt).toContain("as outras partes envolvidas que mencionar");
  expect(pt).toContain(
    "sem cookies e sem guardar o seu endereço de internet nem os dados do seu navegador",
  );
  expect(pt).toContain("apagada 12 meses depois de a ter tratado, ou 24 meses");
  expect(pt).toContain("traz apenas um link");
  expect(pt).toContain(
    "Os totais diários de visitas, páginas e sites de origem, que não identificam ninguém: apagados 25 meses depois do seu dia.",
  );
});

it("says how long enquiries are kept as the owner's settings keep them", () => {
  const kept = { keepHandledMonths: 6, keepUnhandledMonths: 1 };
  expect(defaultPrivacyNotice("en", owner, kept)).toContain(
    "deleted 6 months after I have dealt with it, or 1 month after it was sent if I never did",
  );
  expect(defaultPrivacyNotice("pt", owner, kept)).toContain(
    "apagada 6 meses depois de a ter tratado, ou 1 mês",
  );
});

it("says how long the Insights daily totals are kept as the owner's setting keeps them", () => {
  const enquiries = CONTACT_SETTINGS_DEFAULTS;
  expect(
    defaultPrivacyNotice("en", owner, enquiries, { keepMonths: 1 }),
  ).toContain("which identify no one: deleted 1 month after their day.");
  expect(
    defaultPrivacyNotice("pt", owner, enquiries, { keepMonths: 13 }),
  ).toContain(
    "que não identificam ninguém: apagados 13 meses depois do seu dia.",
  );
});
