// Moderation from the terminal until the admin screen lands:
//   npm run testimonials -- list [--status pending|approved|rejected]
//   npm run testimonials -- approve <id> | reject <id> | pending <id> | delete <id>
// It opens the same store as the server (same DATA_DIR / DATABASE_URL).
import { loadConfig } from "../server/config";
import { FolderLockedError } from "../server/store/folder-lock";
import { openStore } from "../server/store/open-store";
import { STATUSES, type Status } from "../core/moderation";
import { runCommand } from "./run-command";

const USAGE = `Usage:
  npm run testimonials -- list [--status ${STATUSES.join("|")}]
  npm run testimonials -- approve <id>
  npm run testimonials -- reject <id>
  npm run testimonials -- pending <id>
  npm run testimonials -- delete <id>`;

const ACTIONS: Record<string, Status | "delete"> = {
  approve: "approved",
  reject: "rejected",
  pending: "pending",
  delete: "delete",
};

class UsageError extends Error {}

async function main(args: string[]) {
  const [command, ...rest] = args;
  if (command !== "list" && !(command && command in ACTIONS))
    throw new UsageError(USAGE);
  let status: Status | null = null;
  if (command === "list" && rest.length) {
    const value = rest[0] === "--status" ? rest[1] : undefined;
    if (!STATUSES.includes(value as Status)) throw new UsageError(USAGE);
    status = value as Status;
  }
  if (command !== "list" && rest.length !== 1) throw new UsageError(USAGE);

  const config = loadConfig();
  const store = await openStore(config, { watchChanges: false }).catch(
    (error: unknown) => {
      if (error instanceof FolderLockedError && !config.databaseUrl)
        throw new UsageError(
          `${error.message}.\nThe server holds the embedded store while it runs: stop it, run this command, then start it again.`,
        );
      throw error;
    },
  );
  try {
    if (command === "list") {
      const rows = await store.testimonials.list(status);
      for (const row of rows)
        console.log(
          `${row.id}  ${row.status.padEnd(8)}  ${row.created_at}  ${row.name}${row.company ? ` (${row.company})` : ""}${row.relationship ? `, ${row.relationship}` : ""}\n    ${row.comment.replace(/\n/g, "\n    ")}`,
        );
      console.log(`${rows.length} testimonial(s)`);
      return;
    }
    const id = rest[0]!;
    const action = ACTIONS[command]!;
    const done =
      action === "delete"
        ? await store.testimonials.delete(id)
        : await store.testimonials.setStatus(id, action);
    if (!done) throw new UsageError(`No testimonial with id ${id}`);
    console.log(
      action === "delete" ? `Deleted ${id}` : `${id} is now ${action}`,
    );
  } finally {
    await store.close();
  }
}

runCommand(main);
