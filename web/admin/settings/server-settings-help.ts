/** How to set the site's address: on the server, never in the admin. */
export const SET_SITE_URL =
  'Set SITE_URL (e.g. https://your-name.com) in the server\'s environment file and restart it: see "Environment" in docs/deploying.md.';

/** How to be told of new testimonials: on the server, never in the admin. */
export const SET_NOTIFICATIONS =
  'Set NOTIFY_WEBHOOK_URL, or SMTP_URL and NOTIFY_EMAIL, in the server\'s environment file and restart it: see "Get told about new testimonials" in docs/moderation.md.';
