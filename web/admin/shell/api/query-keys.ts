/** The query key of the admin session (signing out keeps it and drops every other query). */
export const sessionQueryKey = ["admin", "session"] as const;
/** The query key of the site's address and notification settings (the server's configuration). */
export const siteStatusQueryKey = ["admin", "site-status"] as const;
