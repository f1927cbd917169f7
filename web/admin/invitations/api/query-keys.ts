/** The query key of the invitation list (one cache entry). */
export const invitationsKey = ["admin", "invitations"] as const;
