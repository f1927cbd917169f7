/** The query key of the owner's contact settings (one cache entry). */
export const contactSettingsKey = ["admin", "contact-settings"] as const;

/** The query key of the owner's professional rules settings (one cache entry). */
export const professionalRulesKey = ["admin", "professional-rules"] as const;
