// The admin API's site status: GET /site-status, for the admin's warnings and checklist.

export interface SiteStatus {
  /** The origin the site's links, sitemap and social card name ("https://counsel.example"). */
  siteAddress: string;
  /** True: it is SITE_URL's; false: SITE_URL is unset and it is the server's listening address. */
  siteAddressFromConfig: boolean;
  /** Whether the owner is told of new testimonials (NOTIFY_WEBHOOK_URL or SMTP_URL is set). */
  notifications: boolean;
}
