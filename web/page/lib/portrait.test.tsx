// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { Portrait } from "./portrait";

const portrait = {
  id: "0123456789abcdef0123456789abcdef",
  alt: "Ana Lima in her office",
  width: 960,
  height: 1200,
  widths: [320, 640, 960],
};

/** The server-rendered markup, as the page ships it, parsed. */
const rendered = (element: React.ReactElement) => {
  const html = renderToStaticMarkup(element);
  return new DOMParser().parseFromString(html, "text/html").body;
};

it("offers AVIF, then WebP, then a JPEG <img> at every width", () => {
  const body = rendered(<Portrait portrait={portrait} sizes="20rem" />);
  const sources = [...body.querySelectorAll("picture > source")];
  expect(sources.map((s) => s.getAttribute("type"))).toEqual([
    "image/avif",
    "image/webp",
  ]);
  const url = (width: number, ext: string) =>
    `/portrait/${portrait.id}-${width}.${ext} ${width}w`;
  expect(sources[0]!.getAttribute("srcset")).toBe(
    [url(320, "avif"), url(640, "avif"), url(960, "avif")].join(", "),
  );
  expect(sources[1]!.getAttribute("srcset")).toBe(
    [url(320, "webp"), url(640, "webp"), url(960, "webp")].join(", "),
  );
  for (const source of sources)
    expect(source.getAttribute("sizes")).toBe("20rem");
  const img = body.querySelector("picture > img")!;
  expect(img.getAttribute("srcset")).toBe(
    [url(320, "jpg"), url(640, "jpg"), url(960, "jpg")].join(", "),
  );
  expect(img.getAttribute("src")).toBe(`/portrait/${portrait.id}-960.jpg`);
  expect(img.getAttribute("sizes")).toBe("20rem");
});

it("reserves its box (width and height), reads its alt text from the content and decodes off the main thread", () => {
  const img = rendered(<Portrait portrait={portrait} />).querySelector("img")!;
  expect(img.getAttribute("alt")).toBe("Ana Lima in her office");
  expect(img.getAttribute("width")).toBe("960");
  expect(img.getAttribute("height")).toBe("1200");
  expect(img.getAttribute("decoding")).toBe("async");
  expect(img.hasAttribute("fetchpriority")).toBe(false);
  expect(img.getAttribute("loading")).toBe("lazy");
});

it("loads first, not lazily, when it is the largest thing above the fold", () => {
  const img = rendered(
    <Portrait
      portrait={portrait}
      fetchPriority="high"
      className="rounded-xl"
    />,
  ).querySelector("img")!;
  expect(img.getAttribute("fetchpriority")).toBe("high");
  expect(img.hasAttribute("loading")).toBe(false);
  expect(img.getAttribute("class")).toContain("rounded-xl");
});
