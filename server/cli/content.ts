// The page's content from the terminal:
//   npm run content -- export <file> [--lang en]   the published content, as JSON
//   npm run content -- import <file> [--lang en]   a checked file, as the draft
// An import never publishes: the owner reviews the draft in the admin's
// content screen and publishes it there. It opens the same store as the
// server (same DATA_DIR / DATABASE_URL), and refuses one that does not exist
// yet unless given --create.
import { readFile, writeFile } from "node:fs/promises";
import { checkProfile, ContentError } from "../../core/content/profile-schema";
import {
  DEFAULT_LANGUAGE,
  isSiteLanguage,
  SITE_LANGUAGES,
} from "../../core/site-languages";
import { loadConfig } from "../config";
import type { Store } from "../store/open-store";
import { openCommandStore } from "./command-store";
import { runCommand, type CommandOptions } from "./run-command";

const USAGE = `Usage:
  npm run content -- export <file> [--lang ${SITE_LANGUAGES.join("|")}]
  npm run content -- import <file> [--lang ${SITE_LANGUAGES.join("|")}]
export writes the published content of a language (default ${DEFAULT_LANGUAGE}) to a new
JSON file. import checks a file against the content's rules, prints each
problem as "profile.<field>: <message>", and saves valid content as the
draft: review it in the admin's content screen and publish it there.
--verbose also prints the store's log lines (on stderr). The store's folder
or database is named on stderr; one that does not exist yet is refused
unless --create is given.`;

class UsageError extends Error {}

function parseArgs(argv: string[]) {
  const [command, file, ...rest] = argv;
  if (command !== "export" && command !== "import") throw new UsageError(USAGE);
  if (!file || file.startsWith("--")) throw new UsageError(USAGE);
  let lang: string = DEFAULT_LANGUAGE;
  if (rest.length) {
    if (rest.length !== 2 || rest[0] !== "--lang") throw new UsageError(USAGE);
    lang = rest[1]!;
  }
  if (!isSiteLanguage(lang))
    throw new UsageError(
      `The site has no language "${lang}" (it has: ${SITE_LANGUAGES.join(", ")})`,
    );
  return { command, file, lang };
}

async function exportContent(store: Store, file: string, lang: string) {
  if (!(await store.content.hasPublished(lang)))
    throw new UsageError(
      `Nothing is published in "${lang}" yet: start the server once (it publishes the first version)`,
    );
  const { revision, profile } = await store.content.published(lang);
  await writeFile(file, JSON.stringify(profile, null, 2) + "\n", {
    flag: "wx",
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "EEXIST")
      throw new UsageError(
        `${file} exists already: give the name of a new file`,
      );
    throw error;
  });
  console.log(
    `Exported the published content in "${lang}" (revision ${revision.number}) to ${file}`,
  );
}

/** The file's content, checked; throws the problems, one line each. */
async function readContent(file: string) {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    throw new UsageError(`Cannot read ${file}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${(error as Error).message}`);
  }
  const check = checkProfile(value);
  if (!check.ok) throw new ContentError(check.issues);
  return check.profile;
}

async function main(argv: string[], { create }: CommandOptions) {
  if (argv.includes("--help")) {
    console.log(USAGE);
    return;
  }
  const { command, file, lang } = parseArgs(argv);
  // Checked before the store opens: a wrong file needs no store.
  const imported = command === "import" ? await readContent(file) : null;
  const config = loadConfig();
  const store = await openCommandStore(
    config,
    { create },
    "The server holds the embedded store while it runs: stop it, run this command and start it again, or use Export and Import in the admin's content screen.",
  );
  try {
    if (!imported) return await exportContent(store, file, lang);
    const { defaultLanguage } = await store.languages.get();
    await store.content.saveImported(lang, imported, lang === defaultLanguage);
    console.log(
      `Saved ${file} as the draft in "${lang}": review it in the admin's content screen, and publish it there` +
        (lang === defaultLanguage
          ? ""
          : ` (its name, e-mail, links, colour and portrait are not used: they are shared by every language and set in "${defaultLanguage}")`),
    );
  } finally {
    await store.close();
  }
}

runCommand(main);
