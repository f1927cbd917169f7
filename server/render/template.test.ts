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
      `<html lang="en"><head><!--app-head--><script type="module" crossorigin src="/assets/main.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js"><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><div id="root"><!--app-html--></div><!--app-data-->`,
    );
    const template = await loadTemplate(dir);
    expect(template).toContain("<style>body{color:red}<\\/style></style>");
    expect(template).not.toContain('<link rel="stylesheet"');
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
});
