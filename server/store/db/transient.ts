// SQLSTATE classes and codes after which the same call may succeed on a new
// connection: https://www.postgresql.org/docs/current/errcodes-appendix.html
const TRANSIENT_CODES = new Set([
  "57P01", // admin_shutdown (server restarting, backend terminated)
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (server starting up)
  "53300", // too_many_connections
  "40001", // serialization_failure
  "40P01", // deadlock_detected
]);
const NODE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
// node-postgres reports a lost or timed-out connection with these messages
// and no code.
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection is closed/i;

/** True for errors caused by the connection or the server's state, not by the statement. */
export function isTransientError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (TRANSIENT_CODES.has(code) || NODE_CODES.has(code)) return true;
    if (code.startsWith("08")) return true; // connection_exception class
  }
  return MESSAGES.test(error.message);
}
