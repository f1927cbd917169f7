import { expect, it } from "vitest";
import {
  ENQUIRY_LIMITS,
  ENQUIRY_MESSAGES,
} from "../../../../core/enquiries/enquiry";
import { enquiryMessage } from "../../features/contact/enquiry-messages";
import en from "./en";
import pt from "./pt";

it("holds the enquiry rules' own English, so the English page says what the server says", () => {
  for (const text of Object.values(ENQUIRY_MESSAGES))
    expect(enquiryMessage(text, en.enquiry)).toBe(text);
  expect(
    Object.keys(en.enquiry.messages).filter(
      (key) => !(key in ENQUIRY_MESSAGES),
    ),
  ).toEqual(["controlCharacters", "directionControls", "invalidText"]);
});

it("translates every rule's message, limits filled in, and leaves an unknown one as written", () => {
  expect(enquiryMessage(ENQUIRY_MESSAGES.partiesTooLong, pt.enquiry)).toBe(
    `As outras partes envolvidas podem ter, no máximo, ${ENQUIRY_LIMITS.partiesMax} caracteres`,
  );
  for (const text of Object.values(ENQUIRY_MESSAGES))
    expect(enquiryMessage(text, pt.enquiry)).not.toBe(text);
  expect(enquiryMessage("Something new", pt.enquiry)).toBe("Something new");
});

it("keeps the specification's dialog wording in English", () => {
  expect(en.dialog.title).toBe("Let's grab a quick coffee");
  expect(en.dialog.send).toBe("Send Message");
  expect(en.dialog.subject).toBe("Coffee Break Request from {name}");
  expect(pt.dialog.subject).toContain("{name}");
});
