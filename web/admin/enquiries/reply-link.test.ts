import { describe, expect, it } from "vitest";
import type { AdminEnquiry } from "../../../core/api/enquiries";
import { MAILTO_MAX, replyLink } from "./reply-link";

const enquiry = (changes: Partial<AdminEnquiry> = {}): AdminEnquiry => ({
  id: "e1",
  name: "Ana Lima",
  email: "ana@example.com",
  company: "",
  otherParties: "",
  message: "Can you help with a lease?\nThank you.",
  lang: "en",
  createdAt: "2026-11-20T10:00:00.000Z",
  readAt: null,
  handledAt: null,
  anonymisedAt: null,
  ...changes,
});

/** The link's parts as a mail program reads them. */
function parse(link: string) {
  const [to, query] = link.replace(/^mailto:/, "").split("?");
  const params = Object.fromEntries(
    query!.split("&").map((pair) => {
      const [name, value] = pair.split("=");
      return [name, decodeURIComponent(value!)];
    }),
  );
  return { to: decodeURIComponent(to!), ...params } as {
    to: string;
    subject: string;
    body: string;
  };
}

describe("replyLink", () => {
  it("writes to the sender with Re: and the message quoted under who wrote it", () => {
    const link = replyLink(enquiry())!;
    expect(link).toMatch(/^mailto:ana@example\.com\?subject=/);
    expect(parse(link)).toEqual({
      to: "ana@example.com",
      subject: "Re: Your enquiry",
      body: "\r\n\r\nOn 20 November 2026, Ana Lima wrote:\r\n> Can you help with a lease?\r\n> Thank you.",
    });
  });

  it("speaks the enquiry's language", () => {
    const { subject, body } = parse(replyLink(enquiry({ lang: "pt" }))!);
    expect(subject).toBe("Re: O seu pedido de contacto");
    expect(body).toContain("Em 20 de novembro de 2026, Ana Lima escreveu:");
  });

  it("encodes what would break the address: spaces, &, =, #, ? and line breaks", () => {
    const link = replyLink(
      enquiry({ name: "A & B", message: "a=b #1?\r\n\r\nnext" }),
    )!;
    expect(link).not.toMatch(/[ #\n\r]/);
    expect(link.split("&")).toHaveLength(2);
    expect(parse(link).body).toContain(
      "A & B wrote:\r\n> a=b #1?\r\n>\r\n> next",
    );
  });

  it("cuts a long message with an ellipsis to stay within the limit", () => {
    const link = replyLink(enquiry({ message: "word ".repeat(2_000) }))!;
    expect(link.length).toBeLessThanOrEqual(MAILTO_MAX);
    expect(link.length).toBeGreaterThan(MAILTO_MAX - 20);
    expect(parse(link).body).toMatch(/> word word [a-z ]*…$/);
  });

  it("cuts multibyte text between characters, and its encoded form stays within the limit", () => {
    // Three-byte (ç, ã) and four-byte (emoji, a surrogate pair) characters: nine to twelve encoded characters each.
    for (const text of ["ação ", "😀", "日本語", "a😀b"]) {
      const link = replyLink(enquiry({ message: text.repeat(1_000) }))!;
      expect(link.length).toBeLessThanOrEqual(MAILTO_MAX);
      const body = parse(link).body; // decodeURIComponent throws on a split character
      expect(body.endsWith("…")).toBe(true);
      expect(text.repeat(1_000)).toContain(
        body.split("> ")[1]!.replace(/…$/, ""),
      );
    }
  });

  it("keeps a message that fits whole", () => {
    const message = "x".repeat(1_500);
    expect(parse(replyLink(enquiry({ message }))!).body).toContain(
      `> ${message}`,
    );
  });

  it("has no link once the sender's address is gone", () => {
    expect(replyLink(enquiry({ email: "" }))).toBeNull();
  });
});
