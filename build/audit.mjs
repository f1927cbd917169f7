// CI step: fails on a high or critical advisory in the code that runs in
// production: the installed run-time dependencies, and the packages the
// build bundles into the compiled server (docs/decisions/010-compiled-server.md),
// which are development packages for npm. Where the registry offers no audit
// endpoint (some mirrors answer 405), it says so and does not fail: there is
// nothing to judge.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

// The packages the server bundle takes in (what server/, core/ and
// web/page/entry-server.tsx import), with everything they depend on.
const BUNDLED = [
  "@hono/node-server",
  "@tanstack/react-query",
  "hono",
  "lucide",
  "react",
  "react-dom",
  "zod",
];

const run = spawnSync("npm", ["audit", "--json"], { encoding: "utf8" });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit printed no report:\n${run.stderr}`);
  process.exit(1);
}
if (!report.metadata?.vulnerabilities) {
  console.log(
    `npm audit unavailable here, skipped: ${report.message ?? report.error?.summary ?? "no report"}`,
  );
  process.exit(0);
}

/** Every package installed for `roots`, by name, as package-lock.json has it. */
function withDependencies(roots) {
  const { packages } = JSON.parse(readFileSync("package-lock.json", "utf8"));
  const found = new Set();
  const visit = (name) => {
    if (found.has(name)) return;
    found.add(name);
    const entry = packages[`node_modules/${name}`];
    for (const dependency of Object.keys({
      ...entry?.dependencies,
      ...entry?.optionalDependencies,
    }))
      visit(dependency);
  };
  roots.forEach(visit);
  return found;
}

const { dependencies } = JSON.parse(readFileSync("package.json", "utf8"));
const shipped = withDependencies([...Object.keys(dependencies), ...BUNDLED]);
const serious = Object.values(report.vulnerabilities).filter(
  ({ name, severity }) =>
    shipped.has(name) && (severity === "high" || severity === "critical"),
);
console.log(
  `npm audit, packages that run in production: ${serious.length} high or critical` +
    serious.map(({ name, severity }) => `\n  ${name} (${severity})`).join(""),
);
process.exit(serious.length > 0 ? 1 : 0);
