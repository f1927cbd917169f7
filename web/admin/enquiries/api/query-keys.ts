/** The query key of the enquiry list and its unread count (one cache entry). */
export const enquiriesKey = ["admin", "enquiries"] as const;
