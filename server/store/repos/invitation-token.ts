import { createHash } from "node:crypto";

/** What the store keeps of an invitation's token: its SHA-256 in hex. */
export const hashToken = (token: string) =>
  createHash("sha256").update(token).digest("hex");

/** SQL condition on `invitations`: the link works (neither answered, revoked nor expired). */
export const USABLE_INVITATION =
  "answered_at IS NULL AND revoked_at IS NULL AND expires_at > now()";
