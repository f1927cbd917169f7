import { describe, expect, it } from "vitest";
import { MESSAGES } from "./testimonial";
import { validateTestimonialEdit } from "./testimonial-edit";

describe("validateTestimonialEdit", () => {
  it("applies the submission rules without asking for consent", () => {
    expect(
      validateTestimonialEdit({
        name: "  Ana Lima ",
        company: null,
        relationship: "Client",
        comment: "Clear advice,\r\ndelivered on time.",
      }),
    ).toEqual({
      ok: true,
      value: {
        name: "Ana Lima",
        company: "",
        relationship: "Client",
        comment: "Clear advice,\ndelivered on time.",
      },
    });
  });

  it("names each invalid field with the form's messages", () => {
    const result = validateTestimonialEdit({
      name: " ",
      relationship: "Boss",
      comment: "short",
    });
    expect(result).toMatchObject({
      ok: false,
      errors: {
        name: MESSAGES.nameRequired,
        relationship: MESSAGES.relationshipInvalid,
        comment: MESSAGES.commentTooShort,
      },
    });
    expect(validateTestimonialEdit(null).ok).toBe(false);
  });
});
