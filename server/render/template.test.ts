import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fillTemplate, loadTemplate } from "./template";

const dir = await mkdtemp(join(tmpdir(), "template-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("page template", () => {
  it("inlines the part of the stylesheet the page uses, starts the rest after the first paint, and fills the placeholders", async () => {
    await mkdir(join(dir, "assets"));
    await writeFile(
      join(dir, "assets", "index-abc.css"),
      "body{color:red}.unused{color:blue}.used{color:green}</style>",
    );
    await writeFile(join(dir, "assets", "index-abc-late.css"), ".late{}");
    await writeFile(
      join(dir, "template.html"),
      `<html lang="en"><head><!--app-head--><script type="module" crossorigin src="/assets/main.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js"><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><div id="root"><!--app-html--></div><!--app-data--><link rel="stylesheet" media="print" href="/assets/print-abc.css" />`,
    );
    const template = await loadTemplate(dir);
    expect(template.html).not.toContain('<link rel="stylesheet" crossorigin');
    // The print stylesheet stays a link: the screen never waits for it.
    expect(template.html).toContain(
      '<link rel="stylesheet" media="print" href="/assets/print-abc.css" />',
    );
    // The entry script and the stylesheet's late part are fetched after the
    // first paint (the boot script); the entry's imports are not preloaded.
    expect(template.start).toEqual({
      entryScript: "/assets/main.js",
      stylesheet: "/assets/index-abc-late.css",
    });
    expect(template.html).not.toContain("main.js");
    expect(template.html).not.toContain("modulepreload");
    const page = fillTemplate(template, {
      lang: "pt-PT",
      head: "<title>$&</title>",
      css: ":root{--accent:1 2% 3%}",
      html: '<main class="used">$1</main>',
      data: "<script></script>",
    });
    expect(page).toMatch(/^<html lang="pt-PT"><head>/);
    expect(page).toContain(
      "<style>body{color:red}.used{color:green}<\\/style>:root{--accent:1 2% 3%}</style>",
    );
    // `$&` and `$1` are inserted literally, not as replacement patterns.
    expect(page).toContain("<title>$&</title>");
    expect(page).toContain(
      '<div id="root"><main class="used">$1</main></div><script></script>',
    );
  });

  it("puts the page's own rules in the one inline style, also on Vite's dev page", () => {
    const page = {
      lang: "en",
      head: "<title>t</title>",
      css: ":root{--accent:213 94% 68%}",
      html: "",
      data: "",
    };
    const built = fillTemplate(
      {
        html: "<html><head><!--app-head--><!--app-style--></head><body><!--app-html--><!--app-data-->",
        stylesheet: { url: "/assets/a.css", css: "body{color:red}" },
      },
      page,
    );
    expect(built).toContain(
      "<title>t</title><style>body{color:red}:root{--accent:213 94% 68%}</style>",
    );
    expect(
      fillTemplate({ html: "<head><!--app-head--></head>" }, page),
    ).toContain("<title>t</title><style>:root{--accent:213 94% 68%}</style>");
  });
});
