-- Insights: what the site does for its owner, counted on the server from
-- the requests it serves, without cookies and without keeping anyone's
-- address (docs/decisions/048-insights-counting.md). Only the daily totals
-- outlive their day. No column holds an address or a user agent.

-- Views per day, page (home, privacy, contact, not-found) and language.
CREATE TABLE insights_daily_views (
  day date NOT NULL,
  page text NOT NULL CHECK (page IN ('home', 'privacy', 'contact', 'not-found')),
  lang text NOT NULL CHECK (lang ~ '^[a-z]{2}$'),
  views integer NOT NULL CHECK (views >= 0),
  PRIMARY KEY (day, page, lang)
);

-- Distinct visitors per day (not unique across days).
CREATE TABLE insights_daily_visitors (
  day date PRIMARY KEY,
  visitors integer NOT NULL CHECK (visitors >= 0)
);

-- Views that came from another site: a search engine or social site by
-- name, another site by its host alone, or a campaign's utm_source.
CREATE TABLE insights_daily_referrers (
  day date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('search', 'social', 'site', 'campaign')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  views integer NOT NULL CHECK (views >= 0),
  PRIMARY KEY (day, kind, name)
);

-- CV downloads per day, language and format.
CREATE TABLE insights_daily_cv_downloads (
  day date NOT NULL,
  lang text NOT NULL CHECK (lang ~ '^[a-z]{2}$'),
  format text NOT NULL CHECK (format IN ('html', 'pdf')),
  downloads integer NOT NULL CHECK (downloads >= 0),
  PRIMARY KEY (day, lang, format)
);

-- What visitors did, recorded when it happened (the retention sweep
-- deletes old invitations, so their funnel cannot be counted afterwards).
CREATE TABLE insights_daily_events (
  day date NOT NULL,
  event text NOT NULL CHECK (event IN (
    'testimonial-submitted', 'enquiry-sent', 'invitation-opened', 'invitation-answered'
  )),
  count integer NOT NULL CHECK (count >= 0),
  PRIMARY KEY (day, event)
);

-- The day's secret salt for visitor keys, made by the first instance that
-- needs it and deleted with the day's keys shortly after the day ends.
-- Never exported or backed up.
CREATE TABLE insights_salts (
  day date PRIMARY KEY,
  salt text NOT NULL
);

-- The day's visitor keys (HMAC-SHA256 under the day's salt), so several
-- instances and a restart count each visitor once. Deleted with the salt;
-- never exported or backed up.
CREATE TABLE insights_visitor_keys (
  day date NOT NULL,
  key text NOT NULL,
  PRIMARY KEY (day, key)
);
