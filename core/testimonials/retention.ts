// How long the site keeps what it collects. The privacy page states these
// figures and the server's retention sweep enforces them, so the two cannot
// disagree.

/** A rejected testimonial is deleted this long after it was rejected. */
export const REJECTED_RETENTION_DAYS = 30;

/** An invitation is deleted this long after it expired or was revoked (unanswered). */
export const INVITATION_RETENTION_DAYS = 30;

/** Rate-limit counters (keyed by a hash of the address) are deleted after their one-hour window. */
export const RATE_LIMIT_RETENTION_HOURS = 1;

/** Failed admin sign-ins (keyed the same way) are kept one day. */
export const LOGIN_FAILURE_RETENTION_DAYS = 1;
