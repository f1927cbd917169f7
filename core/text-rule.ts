// Which characters text may hold: one rule for testimonials, invitations and
// the page's content, on every platform that checks them (the Supabase
// function too, so imports name their .ts file). The public page ships it.
//
// - One line (names, titles, links): no line break at all.
// - Several lines (comments, descriptions, notes): LF is the line break;
//   CR is not (a form's CRLF is turned into LF before the check, where a
//   form sends text).
// - Neither: any other C0 or C1 control (tab, NUL, escape, DEL, NEL...);
//   an embedding, override or isolate (U+202A-U+202E, U+2066-U+2069), which
//   reorders the text after it, so a name could display differently from what
//   was typed and stored (the marks LRM, RLM and ALM open no span and stay
//   allowed); a lone UTF-16 surrogate, which is not text (PostgreSQL cannot
//   store it).

/** One line of text, or several separated by LF. */
export type TextShape = "line" | "lines";

export type TextProblem = "surrogate" | "lineBreak" | "control" | "direction";

/** Each problem as the end of a sentence naming the field. */
export const TEXT_PROBLEM_TEXT: Record<TextProblem, string> = {
  surrogate: "must not contain invalid characters",
  lineBreak: "must be one line",
  control: "must not contain control characters",
  direction: "must not contain direction-changing control characters",
};

const LONE_SURROGATE = /\p{Surrogate}/u;
const LINE_BREAK = /[\n\r]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/;
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
/** What is wrong with `value` as text of this shape, or null. */
export function textProblem(
  value: string,
  shape: TextShape,
): TextProblem | null {
  if (LONE_SURROGATE.test(value)) return "surrogate";
  if (shape === "line" && LINE_BREAK.test(value)) return "lineBreak";
  if (CONTROL.test(value)) return "control";
  if (DIRECTION_CONTROL.test(value)) return "direction";
  return null;
}

/**
 * `value` made to pass the rule, for text stored under an older, looser one:
 * CR and CRLF become LF, and tabs spaces (in one line, line breaks too);
 * everything else the rule forbids is dropped.
 */
export const cleanText = (value: string, shape: TextShape) =>
  value
    .replace(/\r\n?/g, "\n")
    .replace(shape === "line" ? /[\t\n]/g : /\t/g, " ")
    .replace(
      // Built here, not at load: the public page, which never cleans, drops it.
      new RegExp(
        [CONTROL, DIRECTION_CONTROL, LONE_SURROGATE]
          .map((re) => re.source)
          .join("|"),
        "gu",
      ),
      "",
    );

// What a reader cannot see: whitespace, default-ignorable code points (zero-
// width spaces, joiners, Hangul fillers, variation selectors, direction
// marks...) and the Braille blank, which fonts draw empty.
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]/u;

/** Code points a reader can see: a required text needs one. */
export function visibleLength(value: string): number {
  let visible = 0;
  for (const char of value) if (!INVISIBLE.test(char)) visible++;
  return visible;
}
