import type { Plugin } from "vite";

const REGISTERED = /@property\s*--tw-[\w-]+\s*\{[^}]*\}/g;
const FALLBACK_LAYER = "@layer properties{@supports";

/**
 * Tailwind declares its `--tw-*` variables twice: as `@property` rules for
 * browsers that have them, and as a `@layer properties` block setting them
 * on every element for older Safari and Firefox, behind an `@supports` test.
 * The block alone works in every browser (Tailwind 3 used only it), so this
 * keeps the block, unconditional, and drops the `@property` rules: about
 * 360 bytes off the compressed stylesheet the page inlines in its first
 * response. CSS without that block is returned as it came.
 */
export function withoutRegisteredProperties(css: string): string {
  const start = css.indexOf(FALLBACK_LAYER);
  if (start < 0) return css;
  const open = css.indexOf("{", start + FALLBACK_LAYER.length);
  let depth = 1;
  let end = open + 1;
  for (; end < css.length && depth > 0; end++) {
    if (css[end] === "{") depth++;
    else if (css[end] === "}") depth--;
  }
  // css[open + 1, end - 1) is the @supports block's body.
  const body = css.slice(open + 1, end - 1);
  const unwrapped = `${css.slice(0, start)}@layer properties{${body}${css.slice(end)}`;
  return unwrapped.replace(REGISTERED, "");
}

/**
 * A colour with an opacity (`border-ink/10`) comes twice: a static fallback,
 * then a `color-mix()` version behind `@supports`. Every browser the page
 * targets has color-mix() (it already needs light-dark() or its stand-in, and
 * the theme's relative colours), so the fallback goes and the @supports
 * version stays, unconditional: about 230 bytes off the compressed page.
 */
const COLOR_MIX_FALLBACK =
  /([^{}]+)\{([\w-]+):[^{};]*\}@supports \(color:color-mix\(in lab, red, red\)\)\{\1\{\2:([^{}]*)\}\}/g;

export const withoutColorMixFallbacks = (css: string): string =>
  css.replace(COLOR_MIX_FALLBACK, "$1{$2:$3}");

/** The build step applying both to every stylesheet. */
export function cssCustomProperties(): Plugin {
  return {
    name: "css-custom-properties",
    apply: "build",
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle))
        if (file.type === "asset" && file.fileName.endsWith(".css"))
          file.source = withoutColorMixFallbacks(
            withoutRegisteredProperties(String(file.source)),
          );
    },
  };
}
