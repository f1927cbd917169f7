// Generators for hostile input, shared by the fuzz tests.
import fc from "fast-check";
import { RELATIONSHIPS } from "../../core/testimonials/relationships";

/** Pieces attackers and unusual keyboards send. */
export const NASTY_PIECES = [
  "\u0301\u0301\u0301", // combining marks
  "e\u0301", // decomposed é (NFC changes it)
  "\u202E", // right-to-left override
  "\u2066\u2069", // isolates
  "\u200B\u200D\uFEFF", // zero-width
  "\u2800\u3164\uFFA0", // Braille blank, Hangul fillers: drawn empty
  "\u00AD\u034F\uFE0F\u{E0020}", // soft hyphen, grapheme joiner, selector, tag
  "😀👩‍👩‍👧‍👦🏳️‍🌈", // emoji, ZWJ sequences
  "\uD800", // lone high surrogate
  "\uDFFF", // lone low surrogate
  "\u0000", // NUL
  "\u0007\u001B[31m", // bell, ANSI escape
  "\u0085\u2028\u2029", // next line, line/paragraph separators
  "\r\n",
  "\t",
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  "</style><script>",
  "{{constructor.constructor('alert(1)')()}}",
  "'; DROP TABLE testimonials; --",
  "' OR '1'='1",
  "\\'; SELECT pg_sleep(10); --",
  "$1 $$ $tag$",
  "%00%2e%2e%2f",
  "__proto__",
  "𝕬𝖇𝖈",
  "ﷺ",
  "Ⅻ",
];

/** Strings mixing ordinary text with the pieces above. */
export const nastyString = (maxPieces = 8) =>
  fc
    .array(
      fc.oneof(
        { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
        { weight: 2, arbitrary: fc.constantFrom(...NASTY_PIECES) },
        { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
        {
          weight: 1,
          arbitrary: fc.string({ unit: "grapheme-composite", maxLength: 10 }),
        },
      ),
      { maxLength: maxPieces },
    )
    .map((parts) => parts.join(""));

/** Code points a reader cannot see: whitespace, default-ignorables, the Braille blank. */
const INVISIBLE = [
  " ",
  "\u00A0",
  "\u3000",
  "\u00AD",
  "\u034F",
  "\u061C",
  "\u115F",
  "\u1160",
  "\u180E",
  "\u200B",
  "\u200C",
  "\u200D",
  "\u200E",
  "\u200F",
  "\u2060",
  "\u2800",
  "\u3164",
  "\uFE0F",
  "\uFEFF",
  "\uFFA0",
  "\u{E0001}",
  "\u{E0100}",
];
const invisible = (maxLength: number) =>
  fc
    .array(fc.constantFrom(...INVISIBLE), { minLength: 1, maxLength })
    .map((parts) => parts.join(""));

/** Text that shows nothing, however long. */
export const invisibleText = invisible(40);

/** Fewer than ten visible code points, hidden among invisible ones. */
export const shortVisibleText = fc
  .array(fc.tuple(fc.constantFrom("a", "é", "😀", "字", "."), invisible(3)), {
    minLength: 1,
    maxLength: 9,
  })
  .map((pairs) => pairs.map(([seen, unseen]) => seen + unseen).join(""));

/** An embedding, override or isolate control. */
export const directionControl = fc
  .integer({ min: 0, max: 8 })
  .map((i) => String.fromCharCode(i < 5 ? 0x202a + i : 0x2066 + i - 5));

/** A UTF-16 surrogate with no partner. */
export const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((unit) => String.fromCharCode(unit));

/** Anything a JSON field could hold, with strings from nastyString. */
const wrongTypes = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 }),
);

const MISSING = Symbol("missing");

const field = (good: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 4, arbitrary: good },
    { weight: 3, arbitrary: nastyString() },
    { weight: 1, arbitrary: wrongTypes },
    { weight: 1, arbitrary: fc.oneof(invisibleText, shortVisibleText) },
    { weight: 1, arbitrary: fc.constant(MISSING) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom("a", "é", "😀", " "), fc.nat({ max: 5000 }))
        .map(([c, n]) => c.repeat(n)),
    },
  );

// Only a non-empty string fills the trap; anything else must not drop a valid submission.
const trap = fc.oneof(
  { weight: 7, arbitrary: fc.constant(MISSING) },
  {
    weight: 3,
    arbitrary: fc.oneof(
      fc.constantFrom("", "  ", false, 0, null),
      nastyString(2),
      wrongTypes,
    ),
  },
);
const extra = fc.oneof(
  { weight: 9, arbitrary: fc.constant(MISSING) },
  { weight: 1, arbitrary: wrongTypes },
);
const present = (record: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== MISSING),
  );

/** A submission-shaped object: each field good, hostile, the wrong type or missing. */
export const submissionObject = fc
  .record({
    name: field(fc.constantFrom("Ana Lima", "  Zoë  ", "李小龙")),
    company: field(fc.constantFrom("", "Acme", "Müller & Söhne")),
    relationship: field(fc.constantFrom("", ...RELATIONSHIPS)),
    comment: field(
      fc.constantFrom(
        "Clear advice, delivered on time.",
        "Solid work on our term sheet.\nThank you!",
      ),
    ),
    consent: field(fc.constant(true)),
    website: trap,
    extra,
  })
  .map(present);

/** An enquiry-shaped object: each field good, hostile, the wrong type or missing. */
export const enquiryObject = fc
  .record({
    name: field(fc.constantFrom("Rui Costa", "  Zoë  ", "李小龙")),
    email: field(
      fc.oneof(
        fc.constantFrom("rui@example.com", "  a.b+c@sub.example.pt ", "x@y"),
        fc.emailAddress(),
      ),
    ),
    company: field(fc.constantFrom("", "Acme", "Müller & Söhne", null)),
    otherParties: field(
      fc.constantFrom("", "Banco Exemplo, S.A.\r\nOutra Parte, Lda.", null),
    ),
    message: field(
      fc.constantFrom(
        "We need advice on a supply contract.",
        "Line one\r\nLine two\n\nThanks",
      ),
    ),
    acknowledged: field(fc.constant(true)),
    lang: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom("en", "pt") },
      { weight: 1, arbitrary: fc.constant(MISSING) },
      {
        weight: 1,
        arbitrary: fc.oneof(fc.constantFrom("xx", "PT", ""), wrongTypes),
      },
    ),
    website: trap,
    extra,
  })
  .map(present);

/** Text most rules accept: a good value, any printable graphemes, or a good value with hostile pieces. */
const varied = (goods: string[], maxLength: number) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...goods) },
    {
      weight: 2,
      arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...goods), nastyString(2))
        .map(([good, nasty]) => `${good} ${nasty}`),
    },
  );

/** An enquiry most often valid, in varied and unusual text, sometimes one field broken (see enquiryObject). */
export const likelyEnquiry = fc
  .record({
    name: varied(["Rui Costa", "Zoë O'Brien", "李小龙"], 100),
    email: fc.oneof(fc.emailAddress(), fc.constant("rui@example.com")),
    company: fc.oneof(
      fc.constantFrom("", null, MISSING),
      varied(["Acme", "Müller & Söhne"], 100),
    ),
    otherParties: fc.oneof(
      fc.constantFrom("", null, MISSING),
      varied(["Banco Exemplo, S.A.\nOutra Parte", "None"], 500),
    ),
    message: varied(["We need advice.", "Line one\r\nLine two"], 600),
    acknowledged: fc.oneof(
      { weight: 9, arbitrary: fc.constant(true) },
      { weight: 1, arbitrary: fc.constantFrom(false, "true", MISSING) },
    ),
    lang: fc.constantFrom("en", "pt", MISSING),
    website: trap,
  })
  .map(present);

/** JSON nested `depth` levels deep. */
const deepJson = fc
  .tuple(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom("[", '{"a":'))
  .map(([depth, open]) => {
    const close = open === "[" ? "]" : "}";
    return open.repeat(depth) + "1" + close.repeat(depth);
  });

/** Raw bodies: random bytes, deep or huge JSON, JSON that is not an object, text. */
export const rawBody = fc.oneof(
  fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
  fc.uint8Array({ minLength: 15_000, maxLength: 40_000 }).map(Buffer.from),
  deepJson.map((text) => Buffer.from(text)),
  fc.jsonValue({ maxDepth: 6 }).map((v) => Buffer.from(JSON.stringify(v))),
  fc.string({ unit: "binary", maxLength: 500 }).map((s) => Buffer.from(s)),
  submissionObject.map((o) =>
    Buffer.from(
      JSON.stringify(o).slice(0, Math.max(1, JSON.stringify(o).length - 3)),
    ),
  ),
);

/** Content types a client may send: mostly JSON, then others and none. */
export const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant("application/json") },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "text/plain",
      "application/json; charset=latin1",
      "multipart/form-data; boundary=x",
      "application/x-www-form-urlencoded",
      "",
      "APPLICATION/JSON",
    ),
  },
);
