/** The query key of the admin session (signing out keeps it and drops every other query). */
export const sessionQueryKey = ["admin", "session"] as const;
