-- The duplicate check looked at every recent row from the same client; one
-- busy client (many visitors behind one proxy) made each submission slower.
-- Index the comment's hash instead (a comment can exceed a btree entry).
DROP INDEX testimonials_submitter_created_at;
CREATE INDEX testimonials_duplicate_check
  ON testimonials (submitter_key, md5(comment), created_at);
