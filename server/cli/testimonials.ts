// Moderation from the terminal until the admin screen lands:
//   npm run testimonials -- list [--status pending|approved|rejected] [--json]
//   npm run testimonials -- approve <id> | reject <id> | pending <id> | delete <id>
// It opens the same store as the server (same DATA_DIR / DATABASE_URL), and
// refuses one that does not exist yet unless given --create.
import { loadConfig } from "../config";
import type { Store } from "../store/open-store";
import { STATUSES, type Status } from "../../core/api/moderation";
import { openCommandStore } from "./command-store";
import { runCommand, type CommandOptions } from "./run-command";

/** The fewest first characters of an id that stand for it, as with git. */
const MIN_PREFIX = 8;

const USAGE = `Usage:
  npm run testimonials -- list [--status ${STATUSES.join("|")}] [--json]
  npm run testimonials -- approve <id> [--json]
  npm run testimonials -- reject <id> [--json]
  npm run testimonials -- pending <id> [--json]
  npm run testimonials -- delete <id> [--json]
<id> is the whole id or its first ${MIN_PREFIX} characters or more, when no other id
starts with them. --json prints JSON instead of text; --verbose also prints
the store's log lines (on stderr). The store's folder or database is named
on stderr; one that does not exist yet is refused unless --create is given.`;

const ACTIONS: Record<string, Status | "delete"> = {
  approve: "approved",
  reject: "rejected",
  pending: "pending",
  delete: "delete",
};

class UsageError extends Error {}

const joined = (items: string[]) =>
  items.length < 2
    ? items.join("")
    : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** The one id that `given` is, or starts; otherwise a message saying why not. */
async function resolveId(store: Store, given: string): Promise<string> {
  const prefix = given.toLowerCase();
  if (!/^[0-9a-f-]{1,36}$/.test(prefix))
    throw new UsageError(
      `Not an id: ${given} (an id is 36 characters of 0-9, a-f and hyphens; ${MIN_PREFIX} or more of its first ones will do)`,
    );
  if (prefix.length < MIN_PREFIX)
    throw new UsageError(
      `Give at least ${MIN_PREFIX} characters of the id (${given} has ${given.length})`,
    );
  const limit = 5;
  const found = await store.testimonials.idsStartingWith(prefix, limit);
  if (found.length === 0)
    throw new UsageError(`No testimonial with id ${given}`);
  if (found.length > 1)
    throw new UsageError(
      `The id ${given} is ambiguous: it starts ${joined(found)}${found.length === limit ? " (and maybe more)" : ""}; give more characters`,
    );
  return found[0]!;
}

async function main(argv: string[], { create }: CommandOptions) {
  const json = argv.includes("--json");
  const [command, ...rest] = argv.filter((arg) => arg !== "--json");
  if (command !== "list" && !(command && command in ACTIONS))
    throw new UsageError(USAGE);
  let status: Status | null = null;
  if (command === "list" && rest.length) {
    const value = rest[0] === "--status" ? rest[1] : undefined;
    if (rest.length !== 2 || !STATUSES.includes(value as Status))
      throw new UsageError(USAGE);
    status = value as Status;
  }
  if (command !== "list" && rest.length !== 1) throw new UsageError(USAGE);

  const config = loadConfig();
  const store = await openCommandStore(
    config,
    { create },
    "The server holds the embedded store while it runs: stop it, run this command, then start it again.",
  );
  try {
    if (command === "list") {
      const rows = await store.testimonials.list(status);
      if (json) {
        console.log(JSON.stringify(rows, null, 2));
        return;
      }
      for (const row of rows)
        console.log(
          `${row.id}  ${row.status.padEnd(8)}  ${row.created_at}  ${row.name}${row.company ? ` (${row.company})` : ""}${row.relationship ? `, ${row.relationship}` : ""}\n    ${row.comment.replace(/\n/g, "\n    ")}`,
        );
      console.log(`${rows.length} testimonial(s)`);
      return;
    }
    const id = await resolveId(store, rest[0]!);
    const action = ACTIONS[command]!;
    const done =
      action === "delete"
        ? await store.testimonials.delete(id)
        : await store.testimonials.setStatus(id, action);
    // Gone between the lookup and the change (another moderator).
    if (!done) throw new UsageError(`No testimonial with id ${id}`);
    if (json)
      console.log(
        JSON.stringify(
          action === "delete" ? { id, deleted: true } : { id, status: action },
        ),
      );
    else
      console.log(
        action === "delete" ? `Deleted ${id}` : `${id} is now ${action}`,
      );
  } finally {
    await store.close();
  }
}

runCommand(main);
