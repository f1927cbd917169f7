/** The query keys of a language's content and its revisions (one cache entry each). */
export const contentKey = (lang: string) => ["admin", "content", lang] as const;
export const revisionsKey = (lang: string) =>
  ["admin", "content", lang, "revisions"] as const;
/** The query key of the site's default and published languages. */
export const languagesKey = ["admin", "languages"] as const;
