import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fillTemplate, loadTemplate } from "./template";

const dir = await mkdtemp(join(tmpdir(), "template-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("page template", () => {
  it("inlines the built stylesheets and fills the placeholders", async () => {
    await mkdir(join(dir, "assets"));
    await writeFile(
      join(dir, "assets", "index-abc.css"),
      "body{color:red}</style>",
    );
    await writeFile(
      join(dir, "template.html"),
      `<html lang="en"><head><!--app-head--><script type="module" crossorigin src="/assets/main.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js"><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><div id="root"><!--app-html--></div><!--app-data--><link rel="stylesheet" media="print" href="/assets/print-abc.css" />`,
    );
    const template = await loadTemplate(dir);
    expect(template).toContain("<style>body{color:red}<\\/style></style>");
    expect(template).not.toContain('<link rel="stylesheet" crossorigin');
    // The print stylesheet stays a link: the screen never waits for it.
    expect(template).toContain(
      '<link rel="stylesheet" media="print" href="/assets/print-abc.css" />',
    );
    expect(template).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/main.js">',
    );
    expect(template).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react.js">',
    );
    const page = fillTemplate(template, {
      lang: "pt-PT",
      head: "<title>$&</title>",
      html: "<main>$1</main>",
      data: "<script></script>",
    });
    expect(page).toMatch(/^<html lang="pt-PT"><head>/);
    // `$&` and `$1` are inserted literally, not as replacement patterns.
    expect(page).toContain("<title>$&</title>");
    expect(page).toContain(
      '<div id="root"><main>$1</main></div><script></script>',
    );
  });

  it("moves the accent colour into the inlined stylesheet: one inline style to allow", () => {
    const head =
      "<title>t</title><style>:root{--accent:213 94% 68%}</style><meta />";
    const page = fillTemplate(
      "<html><head><!--app-head--><style>body{color:red}</style></head><body><!--app-html--><!--app-data-->",
      { lang: "en", head, html: "", data: "" },
    );
    expect([...page.matchAll(/<style>/g)]).toHaveLength(1);
    expect(page).toContain(
      "<style>body{color:red}:root{--accent:213 94% 68%}</style>",
    );
    expect(page).toContain("<title>t</title><meta />");
    // Without an inlined stylesheet (the dev server's), the head keeps its own.
    expect(
      fillTemplate("<head><!--app-head--></head>", {
        lang: "en",
        head,
        html: "",
        data: "",
      }),
    ).toContain(head);
  });
});
