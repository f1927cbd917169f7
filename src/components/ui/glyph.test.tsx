import { Menu } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { Glyph } from "./glyph";

it("leaves the attributes the stylesheet sets out of the drawing", () => {
  const svg = renderToStaticMarkup(<Glyph icon={Menu} className="size-5" />);
  expect(svg).toMatch(/^<svg [^>]*aria-hidden="true"/);
  expect(svg).toContain('class="lucide lucide-menu size-5"');
  expect(svg).toContain('viewBox="0 0 24 24"');
  for (const attribute of [
    "xmlns",
    "fill",
    "stroke",
    "stroke-linecap",
    "stroke-linejoin",
  ])
    expect(svg).not.toMatch(new RegExp(`<svg [^>]*\\s${attribute}=`));
});
