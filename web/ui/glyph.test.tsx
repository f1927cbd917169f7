// @vitest-environment jsdom
import {
  ArrowDown,
  ArrowUp,
  ChevronLeft,
  ChevronRight,
  Contrast,
  createElement,
  Download,
  Menu,
  Quote,
  Trash2,
  X,
  type IconNode,
} from "lucide";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { Glyph } from "./glyph";

/** What styles.css's `.lucide` sets instead. */
const LEFT_TO_THE_STYLESHEET = [
  "xmlns",
  "width",
  "height",
  "fill",
  "stroke",
  "stroke-width",
  "stroke-linecap",
  "stroke-linejoin",
];

const attributesOf = (svg: Element) =>
  Object.fromEntries(
    [...svg.attributes].map(({ name, value }) => [name, value] as const),
  );

/** Glyph's markup, read back as the browser would. */
const glyph = (icon: IconNode) => {
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(
    <Glyph icon={icon} className="size-5" />,
  );
  return host.firstElementChild!;
};

it("draws the shapes lucide draws, for every icon the page and the admin use", () => {
  for (const icon of [
    Menu,
    Contrast,
    X,
    ChevronLeft,
    ChevronRight,
    Quote,
    Download,
    ArrowUp,
    ArrowDown,
    Trash2,
  ])
    expect(glyph(icon).innerHTML).toBe(createElement(icon).innerHTML);
});

it("keeps lucide's own attributes but those the stylesheet sets, hidden from assistive technology, sized by its class", () => {
  const lucides = attributesOf(createElement(Menu));
  for (const attribute of LEFT_TO_THE_STYLESHEET) delete lucides[attribute];
  expect(attributesOf(glyph(Menu))).toEqual({
    ...lucides,
    "aria-hidden": "true",
    class: "lucide size-5",
  });
});
