import { describe, expect, it } from "vitest";
import { invitationLink } from "./invitation-link";

const TOKEN = "a".repeat(43);

describe("invitationLink", () => {
  it("opens the default language's home at / and the others under their prefix", () => {
    expect(invitationLink("https://c.example", "en", "en", TOKEN)).toBe(
      `https://c.example/#invite=${TOKEN}`,
    );
    expect(invitationLink("https://c.example", "pt", "en", TOKEN)).toBe(
      `https://c.example/pt/#invite=${TOKEN}`,
    );
    expect(invitationLink("https://c.example", "en", "pt", TOKEN)).toBe(
      `https://c.example/en/#invite=${TOKEN}`,
    );
  });
});
