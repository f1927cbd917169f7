// Time and size of the PDF CV (server/cv/) for the seed content in both
// languages: the first PDF of a fresh server process and the first after a
// publish (in plain Node, bundled as production bundles it), rebuilds, reads
// from the cache, the file's size, and how many builds 50 requests at once
// cause. See bench/README.md.
import { execFileSync } from "node:child_process";
import { copyFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import { build } from "vite";
import { seedProfile } from "../content/profile";
import { seedProfilePt } from "../content/profile-pt";
import { assertValidProfile } from "../core/content/profile-schema";
import { cvOutline, type CvTexts } from "../core/cv/cv-outline";
import { buildCvPdf } from "../server/cv/cv-pdf";
import { PageCache } from "../server/render/page-cache";
import type { SiteLanguage } from "../core/site-languages";
import { CV_FONT_FILES } from "../server/cv/cv-pdf-fonts";

const BUDGET = { firstMs: 300, cachedMs: 5, sizeKb: 150 };
const FRESH_PROCESSES = 3;
const REBUILDS = 10;
const CACHED_READS = 1000;
const CONCURRENT = 50;

type Words = Omit<
  CvTexts,
  "languageLabel" | "admissions" | "admittedSince" | "registration"
>;
// The seed has no bar admissions: their words are never printed here.
const texts = (words: Words): CvTexts => ({
  ...words,
  admissions: "",
  admittedSince: String,
  registration: String,
  languageLabel: (language) => language.note || language.level,
});
const LANGUAGES = {
  en: cvOutline(
    assertValidProfile(seedProfile),
    texts({
      about: "About",
      experience: "Experience",
      certifications: "Certifications",
      awards: "Awards",
      publications: "Publications",
      current: "current",
    }),
  ),
  pt: cvOutline(
    assertValidProfile(seedProfilePt),
    texts({
      about: "Sobre mim",
      experience: "Experiência profissional",
      certifications: "Certificações",
      awards: "Distinções",
      publications: "Publicações",
      current: "atual",
    }),
  ),
};
const metaOf = (lang: string) => ({
  langTag: lang,
  title: `${LANGUAGES.en.name} — CV`,
  createdAt: new Date(),
  pageSize: "A4" as const,
});

type FreshFigure =
  | "first"
  | "firstCpu"
  | "afterPublish"
  | "afterPublishCpu"
  | "rssBefore"
  | "rssAfter";

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

/**
 * The PDF module bundled by vite as the server build bundles it (pdfkit and
 * fontkit outside), the fonts beside it as in dist/server, run in fresh
 * plain-Node processes: each times its first PDF (loading pdfkit, fontkit
 * and the fonts included) and then the other language's (the first after a
 * publish), and reports its resident memory before and after.
 */
async function freshProcesses(): Promise<Record<FreshFigure, number>[]> {
  // Inside node_modules, so the bundle finds pdfkit and fontkit as dist/server does.
  const folder = join(process.cwd(), "node_modules/.cache/bench-cv-pdf");
  rmSync(folder, { recursive: true, force: true });
  await build({
    configFile: false,
    logLevel: "warn",
    build: {
      ssr: "server/cv/cv-pdf.ts",
      outDir: folder,
      minify: false,
      rolldownOptions: {
        external: ["pdfkit", "fontkit"],
        output: { entryFileNames: "cv-pdf.js" },
      },
    },
    ssr: { noExternal: true },
  });
  const require = createRequire(import.meta.url);
  for (const file of CV_FONT_FILES)
    copyFileSync(
      require.resolve(`@fontsource/${file.split("-")[0]}/files/${file}`),
      join(folder, file),
    );
  writeFileSync(join(folder, "outlines.json"), JSON.stringify(LANGUAGES));
  const script = `
    import { readFileSync } from "node:fs";
    const rss = () => process.memoryUsage().rss / 2 ** 20;
    const rssBefore = rss();
    const { en, pt } = JSON.parse(readFileSync("outlines.json", "utf8"));
    const meta = (lang) => ({ langTag: lang, title: "CV", createdAt: new Date(), pageSize: "A4" });
    const cpu = () => { const { user, system } = process.cpuUsage(); return (user + system) / 1000; };
    let [started, startedCpu] = [performance.now(), cpu()];
    const { buildCvPdf } = await import("./cv-pdf.js");
    await buildCvPdf(en, meta("en"));
    const [first, firstCpu] = [performance.now() - started, cpu() - startedCpu];
    [started, startedCpu] = [performance.now(), cpu()];
    await buildCvPdf(pt, meta("pt"));
    const [afterPublish, afterPublishCpu] = [performance.now() - started, cpu() - startedCpu];
    console.log(JSON.stringify({ first, firstCpu, afterPublish, afterPublishCpu, rssBefore, rssAfter: rss() }));`;
  const runs = Array.from({ length: FRESH_PROCESSES }, () =>
    JSON.parse(
      execFileSync(process.execPath, ["--input-type=module", "-e", script], {
        cwd: folder,
        encoding: "utf8",
      }),
    ),
  );
  rmSync(folder, { recursive: true, force: true });
  return runs;
}

const fresh = await freshProcesses();
const rows: string[][] = [];
let failed = false;
const row = (
  lang: string,
  what: string,
  value: string,
  budget = "",
  ok?: boolean,
) => {
  if (ok === false) failed = true;
  rows.push([
    lang,
    what,
    value,
    budget,
    ok === undefined ? "" : ok ? "ok" : "OVER BUDGET",
  ]);
};
const freshMedian = (figure: FreshFigure) =>
  median(fresh.map((run) => run[figure]));
const firstMs = freshMedian("first");
const afterPublishMs = freshMedian("afterPublish");
// No visitor waits for this one: the server loads the library a few
// seconds after it starts answering (preloadCvPdf).
row(
  "en",
  `first PDF of a fresh process, library loading included, median of ${FRESH_PROCESSES} (ms)`,
  firstMs.toFixed(0),
);
row(
  "en",
  "  the same, CPU time, all threads (ms)",
  freshMedian("firstCpu").toFixed(0),
);
row(
  "pt",
  `first after a publish, median of ${FRESH_PROCESSES} (ms)`,
  afterPublishMs.toFixed(0),
  `<= ${BUDGET.firstMs}`,
  afterPublishMs <= BUDGET.firstMs,
);
row(
  "pt",
  "  the same, CPU time, all threads (ms)",
  freshMedian("afterPublishCpu").toFixed(0),
);

for (const [lang, outline] of Object.entries(LANGUAGES)) {
  const meta = metaOf(lang);
  const [pdf] = await timed(() => buildCvPdf(outline, meta));
  const rebuilds: number[] = [];
  for (let run = 0; run < REBUILDS; run++)
    rebuilds.push((await timed(() => buildCvPdf(outline, meta)))[1]);
  row(lang, `rebuild, median of ${REBUILDS} (ms)`, median(rebuilds).toFixed(0));

  // The server's own path: the page cache over the build, its content the
  // seed, as a request for /cv/…pdf reaches it.
  const pages = await PageCache.create({
    distDir: resolve("dist"),
    publicApiKey: "bench",
    siteUrl: "http://localhost",
    loadContent: async () => ({
      revision: {
        id: 1,
        lang,
        number: 1,
        note: "",
        createdAt: new Date().toISOString(),
        live: true,
      },
      profile: assertValidProfile(lang === "en" ? seedProfile : seedProfilePt),
    }),
    loadLanguages: async () => ({
      defaultLanguage: "en",
      published: ["en", "pt"],
    }),
  });
  const answers = await Promise.all(
    Array.from({ length: CONCURRENT }, () =>
      pages.cv(lang as SiteLanguage, "pdf"),
    ),
  );
  // One build: every request got the same file.
  const builds = new Set(answers.map((answer) => answer.file)).size;
  const cached: number[] = [];
  for (let read = 0; read < CACHED_READS; read++)
    cached.push((await timed(() => pages.cv(lang as SiteLanguage, "pdf")))[1]);
  const cachedMs = median(cached);
  row(
    lang,
    `cached, median of ${CACHED_READS} (ms)`,
    cachedMs.toFixed(3),
    `<= ${BUDGET.cachedMs}`,
    cachedMs <= BUDGET.cachedMs,
  );
  const sizeKb = pdf.length / 1024;
  row(
    lang,
    "file size (KB)",
    sizeKb.toFixed(1),
    `<= ${BUDGET.sizeKb}`,
    sizeKb <= BUDGET.sizeKb,
  );
  row(
    lang,
    `${CONCURRENT} requests at once: builds`,
    String(builds),
    "== 1",
    builds === 1,
  );
}

const rss = (figure: "rssBefore" | "rssAfter") =>
  freshMedian(figure).toFixed(0);
console.log(
  `Fresh plain-Node process: ${rss("rssBefore")} MiB resident before, ${rss("rssAfter")} MiB after both PDFs`,
);
console.log(
  `Load average: ${loadavg()
    .map((load) => load.toFixed(2))
    .join(" ")}\n`,
);
const widths = [0, 1, 2, 3].map((column) =>
  Math.max(...rows.map((cells) => cells[column]!.length)),
);
for (const cells of rows)
  console.log(
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  "),
  );
if (failed) process.exitCode = 1;
