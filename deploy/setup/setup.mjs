// `npm run setup`: puts the site online on this server (docs/deploying.md,
// "Put it online"). Plain JavaScript run by Node itself: it runs on a fresh
// clone before any package is installed, and again after the setup leaves
// only the run-time packages. This file checks Node's version (package.json's
// engines) in syntax any Node with ES modules understands, then loads the rest.
import { readFileSync } from "node:fs";

var engines = JSON.parse(
  readFileSync(new URL("../../package.json", import.meta.url), "utf8"),
).engines.node;
var wanted = engines.replace(/^>=\s*/, "");
var have = process.versions.node.split(".").map(Number);
var need = wanted.split(".").map(Number);
if (have[0] < need[0] || (have[0] === need[0] && have[1] < need[1])) {
  console.error(
    "Node " +
      process.versions.node +
      " is too old: the site needs " +
      wanted +
      " or later (install Node 20 or 22 from nodesource.com, then run the setup again).",
  );
  process.exit(1);
}
import("./run-setup.mjs").then(function (setup) {
  return setup.main(process.argv.slice(2));
});
