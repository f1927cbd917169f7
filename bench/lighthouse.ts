// Lighthouse on the production build: three mobile and three desktop runs
// against the real server with seeded testimonials, in the light and the dark
// theme (Chromium's --force-dark-mode makes prefers-color-scheme dark), first
// without a portrait (the seed), then with the owner's portrait published
// through the admin API; prints the medians. See bench/README.md.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { execSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnServer, stopServer } from "../server/testing/spawn-server";
import { CHROME_FLAGS, CHROME_PATH } from "../e2e/chromium";
import { publishSamplePortrait } from "../build/screenshots/screenshots-admin-api";
import { seedApproved } from "./seed";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CATEGORIES = [
  "performance",
  "accessibility",
  "best-practices",
  "seo",
] as const;
const METRICS = {
  LCP: "largest-contentful-paint",
  FCP: "first-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
  "Speed Index": "speed-index",
  "Total bytes": "total-byte-weight",
} as const;

type Figures = Record<string, number>;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function audit(url: string, port: number, desktop: boolean) {
  const result = await lighthouse(
    url,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    },
    desktop ? desktopConfig : undefined,
  );
  const lhr = result!.lhr;
  const figures: Figures = {};
  for (const category of CATEGORIES)
    figures[category] = Math.round(
      (lhr.categories[category]?.score ?? 0) * 100,
    );
  for (const [name, id] of Object.entries(METRICS))
    figures[name] = lhr.audits[id]?.numericValue ?? NaN;
  const lcpElement = lhr.audits["largest-contentful-paint-element"]?.details as
    { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
  const snippet =
    lcpElement?.items?.[0]?.items?.[0]?.node?.snippet ?? "unknown";
  return { figures, snippet };
}

function format(name: string, value: number) {
  if (name === "CLS") return value.toFixed(3);
  if (name === "Total bytes") return `${(value / 1024).toFixed(1)} KB`;
  if (CATEGORIES.includes(name as (typeof CATEGORIES)[number]))
    return String(value);
  return `${Math.round(value)} ms`;
}

async function main() {
  execSync("npm run build", { stdio: "ignore" });
  const dataDir = await mkdtemp(join(tmpdir(), "bench-lighthouse-"));
  await seedApproved(dataDir, 5);
  const password = `bench-${process.pid}-${Date.now()}`;
  const server = await spawnServer({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: password,
  });
  const launch = (theme: "light" | "dark") =>
    chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: [
        "--headless=new",
        ...CHROME_FLAGS,
        ...(theme === "dark" ? ["--force-dark-mode"] : []),
      ],
    });
  try {
    const paths = ["/", "/pt/"];
    console.log(
      `Lighthouse ${RUNS}× mobile and ${RUNS}× desktop on ${paths.map((path) => `${server.url}${path}`).join(" and ")}, light and dark (medians)\n`,
    );
    const rows: string[] = [];
    for (const portrait of [false, true]) {
      if (portrait) await publishSamplePortrait(server.url, password);
      for (const theme of ["light", "dark"] as const) {
        const chrome = await launch(theme);
        try {
          for (const desktop of [false, true])
            for (const path of paths) {
              const runs: Awaited<ReturnType<typeof audit>>[] = [];
              for (let i = 0; i < RUNS; i++)
                runs.push(
                  await audit(`${server.url}${path}`, chrome.port, desktop),
                );
              const names = Object.keys(runs[0]!.figures);
              const medians = names.map((name) =>
                format(name, median(runs.map((run) => run.figures[name]!))),
              );
              const label = `${path} ${desktop ? "desktop" : "mobile"}, ${theme}, ${portrait ? "portrait" : "no portrait"}`;
              if (rows.length === 0)
                rows.push(
                  `| page, form factor, theme | ${names.join(" | ")} |`,
                  `|${" --- |".repeat(names.length + 1)}`,
                );
              rows.push(`| ${label} | ${medians.join(" | ")} |`);
              console.log(`${label}: LCP element ${runs[0]!.snippet}`);
            }
        } finally {
          await chrome.kill();
        }
      }
    }
    console.log(`\n${rows.join("\n")}`);
  } finally {
    await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
