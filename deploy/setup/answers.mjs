// @ts-check
// The setup's three answers (domain, e-mail, admin password) from its flags,
// from a previous run's files, or asked on the terminal; a wrong one is one
// line naming it.
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";

export class UsageError extends Error {}

export const USAGE = `Usage: npm run setup [-- options]    (as root, in the site's folder)
  --domain <name>        the site's domain, e.g. example.com
  --email <address>      the owner's e-mail, for the certificate's notices
  --password-file <file> the admin password, from a file (or --password <text>)
  --yes                  no questions: go ahead where the setup would ask
  --dry-run              show what would change, change nothing
  --root <folder>        a rehearsal: write the files under <folder>, run no command
  --upgrade              back up, fetch the new version, build, restart; roll back on failure`;

/** @param {string[]} argv */
export function parseOptions(argv) {
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        domain: { type: "string" },
        email: { type: "string" },
        password: { type: "string" },
        "password-file": { type: "string" },
        yes: { type: "boolean", default: false },
        "dry-run": { type: "boolean", default: false },
        root: { type: "string" },
        upgrade: { type: "boolean", default: false },
        help: { type: "boolean", default: false },
      },
    });
    return values;
  } catch (error) {
    throw new UsageError(
      `${/** @type {Error} */ (error).message.split("\n")[0]} (npm run setup -- --help lists the options)`,
    );
  }
}

/** @param {string} value */
function checkDomain(value) {
  const domain = value.trim().toLowerCase().replace(/\.$/, "");
  if (/[/:]/.test(domain))
    throw new UsageError(
      `domain: give the name only, like example.com (not "${value}")`,
    );
  if (
    !/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/.test(
      domain,
    )
  )
    throw new UsageError(
      `domain: "${value}" is not a domain name like example.com`,
    );
  return domain;
}

/** @param {string} value */
function checkEmail(value) {
  const email = value.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new UsageError(`e-mail: "${value}" is not an e-mail address`);
  return email;
}

/** @param {string} value */
function checkPassword(value) {
  if ([...value].length < 12)
    throw new UsageError("admin password: it must be at least 12 characters");
  if (/[\n\r]/.test(value))
    throw new UsageError("admin password: it must be one line");
  return value;
}

/**
 * @typedef {object} Asker
 * @property {(question: string) => Promise<string>} line
 * @property {(question: string) => Promise<string>} hidden
 * @property {(question: string) => Promise<boolean>} yes
 */

/**
 * @typedef {object} Previous what an earlier run left
 * @property {Record<string, string>} [env]
 * @property {string} [email]
 */

/**
 * The answers: flags first, then what an earlier run wrote, then questions.
 * @param {ReturnType<typeof parseOptions>} options
 * @param {Previous} previous
 * @param {Asker | null} ask null: no terminal to ask on (or --yes)
 * @param {(line: string) => void} print where a wrong answer is said before asking again
 * @returns {Promise<import("./plan.mjs").Answers>}
 */
export async function resolveAnswers(options, previous, ask, print) {
  const env = previous.env ?? {};
  /** @returns {never} */
  const missing = (/** @type {string} */ flag) => {
    throw new UsageError(
      `${flag} is needed: the setup asks nothing without a terminal or with --yes`,
    );
  };

  /** @type {(question: string, check: (v: string) => string) => Promise<string>} */
  const askUntilValid = async (question, check) => {
    for (;;) {
      try {
        return check(await /** @type {Asker} */ (ask).line(question));
      } catch (error) {
        if (!(error instanceof UsageError)) throw error;
        print(error.message);
      }
    }
  };

  const previousDomain = env.SITE_URL && new URL(env.SITE_URL).hostname;
  const domain = options.domain
    ? checkDomain(options.domain)
    : previousDomain ||
      (ask
        ? await askUntilValid(
            "The site's domain (e.g. example.com): ",
            checkDomain,
          )
        : missing("--domain"));

  const email = options.email
    ? checkEmail(options.email)
    : previous.email ||
      (ask
        ? await askUntilValid(
            "Your e-mail, for the certificate's notices: ",
            checkEmail,
          )
        : missing("--email"));

  let password;
  if (options["password-file"]) {
    const text = await readFile(options["password-file"], "utf8").catch(() => {
      throw new UsageError(
        `--password-file: cannot read ${options["password-file"]}`,
      );
    });
    password = checkPassword(text.replace(/\r?\n$/, ""));
  } else if (options.password) password = checkPassword(options.password);
  else if (env.ADMIN_PASSWORD) password = env.ADMIN_PASSWORD;
  else if (ask) {
    for (;;) {
      const first = await ask.hidden(
        "The admin password (12 characters or more): ",
      );
      try {
        checkPassword(first);
      } catch (error) {
        print(/** @type {Error} */ (error).message);
        continue;
      }
      if ((await ask.hidden("The same password again: ")) === first) {
        password = first;
        break;
      }
      print("admin password: the two differ; once more");
    }
  } else missing("--password-file");

  // The public key is public (the page sends it); a new one only when none was set.
  const publicKey =
    env.PUBLIC_API_KEY && env.PUBLIC_API_KEY !== "public-anon-key"
      ? env.PUBLIC_API_KEY
      : `pk-${randomBytes(18).toString("base64url")}`;
  return { domain, email, password, publicKey };
}
