// Where each preset's default comes from, and what was seen of it. A source
// is `confirmed` only when its wording was read in the rule's own text (or
// an official reproduction of it); otherwise `seen` says what was read
// instead, and the default that rests on it is the cautious one (the admin
// says "not confirmed" itself, so `seen` does not). Checked
// on 2026-11-26 against stored copies of public pages (decision 043); this
// is not legal advice.

export type Source = {
  readonly citation: string;
  readonly confirmed: boolean;
  /** The wording seen (a short quote and where), or why it is unconfirmed. */
  readonly seen: string;
};

export const SOURCES = {
  abaResults: {
    citation: "ABA Model Rules of Professional Conduct, Rule 7.1, comment [3]",
    confirmed: true,
    seen: "americanbar.org, Comment on Rule 7.1: “The inclusion of an appropriate disclaimer or qualifying language may preclude a finding that a statement is likely to create unjustified expectations or otherwise mislead the public.”",
  },
  abaComparison: {
    citation: "ABA Model Rules of Professional Conduct, Rule 7.1, comment [3]",
    confirmed: true,
    seen: "americanbar.org, Comment on Rule 7.1: “an unsubstantiated comparison of the lawyer’s or law firm’s services or fees with those of other lawyers or law firms, may be misleading”.",
  },
  abaSpecialist: {
    citation: "ABA Model Rules of Professional Conduct, Rule 7.2(c)",
    confirmed: false,
    seen: "The ABA’s own text was not found; a secondary page quotes it: “A lawyer shall not state or imply that a lawyer is certified as a specialist in a particular field of law, unless …”, the certifying organisation being named.",
  },
  abaProspective: {
    citation: "ABA Model Rules of Professional Conduct, Rule 1.18(a), (b)",
    confirmed: false,
    seen: "The ABA’s own text was not found; the North Dakota and Utah courts’ copies of their Rule 1.18, modelled on it, read: “A person who consults with a lawyer about the possibility of forming a client-lawyer relationship with respect to a matter is a prospective client”, whose information the lawyer “shall not use or reveal” even when no relationship ensues.",
  },
  nyProspective: {
    citation: "22 NYCRR Part 1200, Rule 1.18",
    confirmed: false,
    seen: "The rule’s own text was not found; New York’s rules follow the ABA’s numbering, and its Rule 1.18 is taken to carry the same duties to prospective clients.",
  },
  nyResults: {
    citation: "22 NYCRR Part 1200, Rule 7.1(e)(3)",
    confirmed: false,
    seen: "The rule’s own text was not found; NYSBA Ethics Opinion 834 (2009) quotes it: advertisements with client testimonials must include “Prior results do not guarantee a similar outcome.”",
  },
  nyLabel: {
    citation: "22 NYCRR Part 1200, Rule 7.1(f)",
    confirmed: false,
    seen: "The rule’s own text was not found; only secondary summaries (“ATTORNEY ADVERTISING” on the home page of a website).",
  },
  nyAddress: {
    citation: "22 NYCRR Part 1200, Rule 7.1(h)",
    confirmed: false,
    seen: "The rule’s own text (name, principal law office address and telephone number) was not found.",
  },
  nyRecord: {
    citation: "22 NYCRR Part 1200, Rule 7.1(k)",
    confirmed: false,
    seen: "The rule’s own text was not found; a 2007 secondary summary says websites are kept for one year.",
  },
  nyClientNames: {
    citation: "22 NYCRR Part 1200, Rule 7.1(b)(2)",
    confirmed: false,
    seen: "Quoted by a secondary page: “names of clients regularly represented, provided that the client has given prior written consent”.",
  },
  nyMisleading: {
    citation: "22 NYCRR Part 1200, Rule 7.1(a)(1)",
    confirmed: false,
    seen: "Quoted by a secondary page: an advertisement that “contains statements or claims that are false, deceptive or misleading”.",
  },
  nySpecialist: {
    citation: "22 NYCRR Part 1200, Rule 7.4(a) and (c)",
    confirmed: true,
    seen: "22 NYCRR § 1200.7.4 as reproduced by casetext (current through N.Y. Register Vol. 46 No. 41, 2024): “shall not state that the lawyer or law firm is a specialist or specializes in a particular field of law, except as provided in Rule 7.4(c)”.",
  },
  ptPublicity: {
    citation:
      "Estatuto da Ordem dos Advogados (Lei 145/2015, amended by Lei 6/2024), art. 94.º",
    confirmed: false,
    seen: "A publisher’s summary of Lei 6/2024 lists “o artigo 94.º” among the provisions its art. 6.º revokes, and a Jornal de Negócios column (24 October 2024) says the same; the amended statute and the published reading that forbids testimonials were not found.",
  },
  ptSpecialist: {
    citation:
      "Estatuto da Ordem dos Advogados, art. 70.º n.º 3; Regulamento n.º 9/2016",
    confirmed: false,
    seen: "Quoted by a secondary page: “Os advogados só podem identificar-se como especialistas quando a Ordem dos Advogados lhes haja atribuído tal qualidade”; Lei 6/2024 amended art. 70.º and its current text was not found.",
  },
  ccbe: {
    citation: "CCBE Code of Conduct for European Lawyers, 2.6.1",
    confirmed: false,
    seen: "The CCBE’s own text was not found; the Ordem’s Portuguese translation as quoted by a firm: “desde que tal informação seja verdadeira, objectiva, não induza em erro e respeite a obrigação de confidencialidade”.",
  },
  sraPublicity: {
    citation: "SRA Code of Conduct for Solicitors, RELs and RFLs, 8.8",
    confirmed: false,
    seen: "sra.org.uk lists 8.6–8.11 as “Client information and publicity”, but the wording of 8.8 was not found; the superseded SRA Code 2011, O(8.1), read “your publicity … is accurate and not misleading”.",
  },
  noRuleFound: {
    citation: "No rule found",
    confirmed: false,
    seen: "Looked for and not found in the stored public texts.",
  },
} as const satisfies Record<string, Source>;
