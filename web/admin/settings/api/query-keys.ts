/** The query key of the owner's contact settings (one cache entry). */
export const contactSettingsKey = ["admin", "contact-settings"] as const;
