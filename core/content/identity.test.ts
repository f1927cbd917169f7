import { describe, expect, it } from "vitest";
import { isIdentityPath, mergeDocument, splitDocument } from "./identity";

const image = { id: "a".repeat(16), width: 8, height: 10, widths: [8] };

describe("the shared identity", () => {
  it("splits a document into the identity and the texts, the portrait's alt text staying with the texts", () => {
    expect(
      splitDocument({
        name: "Ana",
        email: "ana@example.com",
        accentColor: "344 46% 33%",
        title: "Counsel",
        portrait: { ...image, alt: "Ana at her desk" },
      }),
    ).toEqual({
      identity: {
        name: "Ana",
        email: "ana@example.com",
        accentColor: "344 46% 33%",
        portrait: image,
      },
      texts: { title: "Counsel", portrait: { alt: "Ana at her desk" } },
    });
    expect(splitDocument({ portrait: null }).texts).toEqual({ portrait: null });
  });

  it("merges them back, the shared values winning over those an older document kept of its own", () => {
    const texts = {
      name: "Old Name",
      title: "Advogada",
      portrait: { alt: "" },
    };
    expect(mergeDocument({ name: "Ana", portrait: image }, texts)).toEqual({
      name: "Ana",
      title: "Advogada",
      // No alt text in this language: the owner's name describes it.
      portrait: { ...image, alt: "Ana" },
    });
    expect(mergeDocument({ name: "Ana" }, texts)).toEqual({
      name: "Ana",
      title: "Advogada",
    });
  });

  it("gives back what it split", () => {
    const document = {
      name: "Ana",
      phone: "",
      about: ["One"],
      portrait: { ...image, alt: "Ana, smiling" },
    };
    const { identity, texts } = splitDocument(document);
    expect(mergeDocument(identity, texts)).toEqual(document);
  });

  it("knows the shared fields' paths", () => {
    expect(isIdentityPath("email")).toBe(true);
    expect(isIdentityPath("portrait.id")).toBe(true);
    expect(isIdentityPath("portrait.alt")).toBe(false);
    expect(isIdentityPath("experience.0.company")).toBe(false);
  });
});
