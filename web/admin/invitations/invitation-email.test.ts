import { describe, expect, it } from "vitest";
import { invitationEmail, mailtoHref } from "./invitation-email";

const base = {
  name: "Ana Lima",
  note: "",
  link: "https://counsel.example/#invite=x",
  expiresAt: "2026-12-25T10:00:00.000Z",
};

describe("invitationEmail", () => {
  it("writes in English with the name, the link and the expiry date", () => {
    const { subject, body } = invitationEmail({ ...base, lang: "en" });
    expect(subject).toMatch(/testimonial|few words/i);
    expect(body.startsWith("Dear Ana Lima,")).toBe(true);
    expect(body).toContain(`\n${base.link}\n`);
    expect(body).toContain("works until 25 December 2026.");
    expect(body).not.toContain("\n\n\n");
  });

  it("writes in Portuguese for a Portuguese invitation", () => {
    const { subject, body } = invitationEmail({ ...base, lang: "pt" });
    expect(subject).toContain("testemunho");
    expect(body.startsWith("Olá, Ana Lima,")).toBe(true);
    expect(body).toContain("válido até 25 de dezembro de 2026.");
    expect(body).toContain("Com os melhores cumprimentos,");
  });

  it("includes the personal note as its own paragraph", () => {
    const { body } = invitationEmail({
      ...base,
      lang: "en",
      note: "  It was a pleasure to work on the merger with you.  ",
    });
    expect(body).toContain(
      "\n\nIt was a pleasure to work on the merger with you.\n\n",
    );
  });
});

describe("mailtoHref", () => {
  it("encodes the subject and body, line breaks as CRLF", () => {
    const href = mailtoHref({ subject: "A & B?", body: "one\ntwo #x" });
    expect(href).toBe(
      "mailto:?subject=A%20%26%20B%3F&body=one%0D%0Atwo%20%23x",
    );
    const url = new URL(href);
    expect(url.searchParams.get("body")).toBe("one\r\ntwo #x");
  });
});
