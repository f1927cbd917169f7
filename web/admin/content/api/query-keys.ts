/** The query keys of a language's content and its revisions (one cache entry each). */
export const contentKey = (lang: string) => ["admin", "content", lang] as const;
/** Every language's content and revisions, and the shared identity's. */
export const allContentKey = ["admin", "content"] as const;
export const revisionsKey = (lang: string) =>
  ["admin", "content", lang, "revisions"] as const;
/**
 * The mutation scope of every call that changes a language's draft (save,
 * import, discard, publish): TanStack Query sends each only once the one
 * before it is answered. Two requests in flight may be handled in either
 * order, and the server keeps whichever it handles last, so an older save
 * could otherwise replace an import.
 */
export const draftScope = (lang: string) => ({
  id: `admin-content-draft:${lang}`,
});
/** The query key of the site's default and published languages. */
export const languagesKey = ["admin", "languages"] as const;
