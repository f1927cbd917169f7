import { z } from "zod";
import { isSafeFileName, safeFileName } from "../file-name";
import {
  cleanText,
  TEXT_PROBLEM_TEXT,
  textProblem,
  type TextShape,
} from "../text-rule";

/**
 * How content is checked. "write": what the owner sends (a publish, a draft,
 * an import) must follow the text rule (core/text-rule.ts) and the file-name
 * rule (core/file-name.ts). "read": what the store already holds, perhaps
 * written under an older, looser rule, is cleaned to follow them instead, so
 * it still loads, renders and restores.
 */
export type ContentMode = "write" | "read";

/** Marks the issues of those two rules: the only ones a draft is refused for. */
export const CHARACTER_ISSUE = { characters: true } as const;

const SHORT = 200;

/** The text fields of content, checked or cleaned as `mode` says. */
export function contentText(mode: ContentMode) {
  const textOf = (max: number, shape: TextShape) =>
    (mode === "read"
      ? z.string().overwrite((value) => cleanText(value, shape))
      : z.string()
    )
      .trim()
      .max(max, `must be at most ${max} characters`)
      .superRefine((value, ctx) => {
        const problem = textProblem(value, shape);
        if (problem)
          ctx.addIssue({
            code: "custom",
            message: TEXT_PROBLEM_TEXT[problem],
            params: CHARACTER_ISSUE,
          });
      });

  return {
    /** One line, required. */
    text: (max = SHORT) => textOf(max, "line").min(1, "is required"),
    /** One line the owner may leave empty. */
    optionalText: (max = SHORT) => textOf(max, "line").default(""),
    /** Paragraphs separated by LF, required. */
    lines: (max: number) => textOf(max, "lines").min(1, "is required"),
    /** Paragraphs the owner may leave empty. */
    optionalLines: (max: number) => textOf(max, "lines").default(""),
    /** A file name of the safe set ending in `extension`, or "". */
    fileName: (max: number, extension: string) =>
      (mode === "read"
        ? z.string().overwrite((value) => {
            const safe = safeFileName(value.trim());
            return safe.endsWith(extension) ? safe : "";
          })
        : z.string().trim()
      )
        .max(max, `must be at most ${max} characters`)
        .refine((value) => value === "" || isSafeFileName(value), {
          message:
            "may hold only letters, digits, spaces, - _ and ., starting with a letter or a digit",
          params: CHARACTER_ISSUE,
        })
        .refine(
          (value) => value === "" || value.endsWith(extension),
          `must be a file name ending in ${extension}`,
        )
        .default(""),
  };
}
