import { ContentError } from "../core/content/profile-schema";
import { ConfigError } from "./config";
import { FolderLockedError } from "./store/db/folder-lock";

/**
 * Ends a server that could not start. A configuration or content mistake, or
 * a locked data folder, is one line per problem (the owner can act on it);
 * anything else keeps its stack.
 */
export function exitOnStartError(error: unknown): never {
  console.error(
    error instanceof ConfigError ||
      error instanceof ContentError ||
      error instanceof FolderLockedError
      ? error.message
      : error,
  );
  process.exit(1);
}
