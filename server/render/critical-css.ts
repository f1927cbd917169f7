/**
 * The page's stylesheet in two parts, so that its HTML carries only the rules
 * it can use and still arrives in a new connection's first round trip:
 *
 * - `criticalCss(css, html)`, inlined in the page: the stylesheet without the
 *   style rules naming a class that no element of the page has;
 * - `lateCss(css)`, linked by the boot script after the first paint
 *   (core/boot-script.ts), for what the scripts render later: the parts
 *   whose rules depend on their order (the utilities and components layers,
 *   rules outside any layer), whole.
 *
 * The parts whose order does not matter are in the first only, whole: the
 * theme, base and properties layers (a layer's rank does not depend on where
 * its rules are) and @font-face, @keyframes and @property. The late part
 * repeats the ordered rules the page inlined, in the stylesheet's order and
 * after them, so every rule keeps its rank: two sheets each holding some of
 * the utilities would change which of two conflicting utilities wins.
 *
 * A style rule is left out of the page only when it cannot match: each
 * alternative of its selector list names, outside any functional
 * pseudo-class (`:not(.x)` matches where `x` is absent) and attribute
 * selector, a class missing from the page. At-rules holding rules (@media,
 * @supports, @layer, @container) are filtered inside.
 */
export function criticalCss(css: string, html: string): string {
  const classes = classesIn(html);
  return mapRules(css, (head, rule) => {
    if (ORDER_FREE.test(head)) return rule;
    return head.startsWith("@") || selectorMayMatch(head, classes) ? rule : "";
  });
}

/** The stylesheet without the parts whose order does not matter (see criticalCss). */
export function lateCss(css: string): string {
  return mapRules(css, (head, rule) => (ORDER_FREE.test(head) ? "" : rule));
}

/** The late part's file name beside the stylesheet's (`main-1a2b.css` → `main-1a2b-late.css`). */
export const lateStylesheetName = (fileName: string): string =>
  fileName.replace(/\.css$/, "-late.css");

/**
 * Every class named in the HTML's class attributes.
 * @internal
 */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, names] of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of names!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

const ORDER_FREE =
  /^@(layer (theme|base|properties)$|font-face\b|keyframes\b|property\b)/;

const GROUPING = /^@(media|supports|layer|container)\b/;

/**
 * Rebuilds `css` from what `keep` returns for each rule (`""` leaves it out),
 * given its prelude without comments (`head`) and the rule as written; it
 * goes into grouping at-rules instead, but for the order-free layers.
 * Statements (`@layer a, b;`) and comments between rules are kept.
 */
function mapRules(
  css: string,
  keep: (head: string, rule: string) => string,
): string {
  let out = "";
  let i = 0;
  while (i < css.length) {
    const open = nextOf(css, i, "{;");
    if (open === -1) return out + css.slice(i);
    if (css[open] === ";") {
      out += css.slice(i, open + 1);
      i = open + 1;
      continue;
    }
    const close = matchingBrace(css, open);
    const prelude = css.slice(i, open);
    const head = prelude.replace(/\/\*[\s\S]*?\*\//g, "").trim();
    if (GROUPING.test(head) && !ORDER_FREE.test(head)) {
      const inner = mapRules(css.slice(open + 1, close), keep);
      // An emptied group goes, but a layer's block stays: it ranks the layer.
      if (inner.trim() || head.startsWith("@layer"))
        out += `${prelude}{${inner}}`;
    } else out += keep(head, css.slice(i, close + 1));
    i = close + 1;
  }
  return out;
}

/**
 * Whether any alternative of a selector list names only classes the page has.
 * @internal
 */
export function selectorMayMatch(selector: string, classes: Set<string>) {
  return splitTopLevel(withoutPseudoArguments(selector)).some((alternative) =>
    [...alternative.matchAll(CLASS)].every(([, name]) =>
      classes.has(unescape(name!)),
    ),
  );
}

// A class selector: `.` then an identifier, escapes included (`.sm\:pb-24`,
// `.w-\[calc\(100vw-2rem\)\]`, `.\31 0`).
const CLASS =
  /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F\n]|[\w-]|[\u0080-\uffff])+)/g;

const unescape = (name: string) =>
  name.replace(/\\(?:([0-9a-fA-F]{1,6})\s?|(.))/g, (_, hex, char) =>
    hex ? String.fromCodePoint(parseInt(hex as string, 16)) : (char as string),
  );

/**
 * The selector without the arguments of `:not()`, `:is()`, `:where()`,
 * `:has()`… and without attribute selectors (`[data-x="a.b"]` names no class).
 */
function withoutPseudoArguments(selector: string): string {
  let out = "";
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i]!;
    if (char === "\\") {
      if (depth === 0) out += selector.slice(i, i + 2);
      i++;
    } else if (char === '"' || char === "'") {
      i = selector.indexOf(char, i + 1);
      if (i === -1) break;
    } else if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (depth === 0) out += char;
  }
  return out;
}

function splitTopLevel(selector: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < selector.length; i++) {
    if (selector[i] === "\\") i++;
    else if (selector[i] === ",") {
      parts.push(selector.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(selector.slice(start));
  return parts;
}

/** Where scanning goes on after the character at `i`: past an escape, a string or a comment. */
function skip(css: string, i: number): number {
  const char = css[i];
  if (char === "\\") return i + 2;
  if (char === '"' || char === "'") {
    let j = i + 1;
    while (j < css.length && css[j] !== char) j += css[j] === "\\" ? 2 : 1;
    return j + 1;
  }
  if (char === "/" && css[i + 1] === "*") {
    const end = css.indexOf("*/", i + 2);
    return end === -1 ? css.length : end + 2;
  }
  return i + 1;
}

/** The index of the first of `chars` at or after `from`, outside escapes, strings and comments. */
function nextOf(css: string, from: number, chars: string): number {
  for (let i = from; i < css.length; i = skip(css, i))
    if (chars.includes(css[i]!)) return i;
  return -1;
}

/** The index of the `}` closing the block opened at `open`. */
function matchingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i = skip(css, i)) {
    if (css[i] === "{") depth++;
    else if (css[i] === "}" && --depth === 0) return i;
  }
  throw new Error(`unbalanced braces in the page's stylesheet at ${open}`);
}
