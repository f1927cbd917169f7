import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { ICON_NAMES } from "../../core/content/icon-names";
import { Icon } from "./icon";

it("draws every icon the owner can pick, each differently, hidden from assistive technology", () => {
  const drawings = ICON_NAMES.map((name) =>
    renderToStaticMarkup(<Icon name={name} className="size-6" />),
  );
  for (const svg of drawings) {
    expect(svg).toMatch(/^<svg [^>]*aria-hidden="true"/);
    expect(svg).toContain("<path");
  }
  const shapes = drawings.map((svg) => svg.replace(/class="[^"]*"/, ""));
  expect(new Set(shapes).size).toBe(ICON_NAMES.length);
});
