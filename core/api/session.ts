// The admin API's session shape: GET /session, and the answers to login,
// logout and logout-everywhere.
export interface SessionState {
  enabled: boolean;
  authenticated: boolean;
  /** Only while signed in: sent back in X-CSRF-Token with every change. */
  csrfToken?: string;
}
