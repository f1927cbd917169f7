import { ChevronLeft, Cpu, Menu } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { Glyph } from "./glyph";

const shapes = (svg: string) => svg.replace(/^<svg[^>]*>|<\/svg>$/g, "");

it("draws lucide's shapes, hidden from assistive technology, sized by its class", () => {
  const svg = renderToStaticMarkup(<Glyph icon={Menu} className="size-5" />);
  expect(svg).toMatch(/^<svg [^>]*aria-hidden="true"/);
  expect(svg).toContain('class="lucide size-5"');
  expect(svg).toContain('viewBox="0 0 24 24"');
  for (const Drawing of [Menu, Cpu, ChevronLeft])
    expect(
      shapes(renderToStaticMarkup(<Glyph icon={Drawing} className="size-5" />)),
    ).toBe(shapes(renderToStaticMarkup(<Drawing />)));
});

it("leaves the attributes the stylesheet sets out of the drawing", () => {
  const svg = renderToStaticMarkup(<Glyph icon={Menu} className="size-5" />);
  for (const attribute of [
    "xmlns",
    "width",
    "height",
    "fill",
    "stroke",
    "stroke-width",
    "stroke-linecap",
    "stroke-linejoin",
  ])
    expect(svg).not.toMatch(new RegExp(`<svg [^>]*\\s${attribute}=`));
  expect(svg).not.toContain("lucide-menu");
});
