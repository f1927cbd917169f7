// @vitest-environment jsdom
import { createElement, icons } from "lucide";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { ICON_NAMES } from "../../core/content/icon-names";
import { Icon } from "./icon";

const drawingOf = (svg: string) => {
  const host = document.createElement("div");
  host.innerHTML = svg;
  return host.firstElementChild!;
};

it("draws every icon the owner can pick as lucide draws the icon of that name, hidden from assistive technology", () => {
  for (const name of ICON_NAMES) {
    const svg = drawingOf(
      renderToStaticMarkup(<Icon name={name} className="size-6" />),
    );
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    expect(svg.innerHTML, name).toBe(createElement(icons[name]).innerHTML);
  }
});

it("draws each icon differently", () => {
  const shapes = ICON_NAMES.map(
    (name) =>
      drawingOf(renderToStaticMarkup(<Icon name={name} className="size-6" />))
        .innerHTML,
  );
  expect(new Set(shapes).size).toBe(ICON_NAMES.length);
});
