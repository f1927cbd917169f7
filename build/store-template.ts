// Build step: writes dist/store-template.tar.gz, an empty database's folder
// from which the server makes a new embedded store in about a second instead
// of running initdb (docs/decisions/009-embedded-store-memory.md).
import { fileURLToPath } from "node:url";
import { STORE_TEMPLATE, writeStoreTemplate } from "../server/store/db/pglite";

const file = fileURLToPath(
  new URL(`../dist/${STORE_TEMPLATE}`, import.meta.url),
);
await writeStoreTemplate(file);
console.log(`wrote ${file}`);
