-- The owner's professional (bar advertising) rules: the bars she is
-- admitted to, her dated overrides of their defaults, her recognised
-- specialisations and the footer's texts (core/api/professional-rules.ts,
-- ProfessionalRulesSettings; docs/decisions/043-professional-rules-presets.md).
-- One row; the defaults are PROFESSIONAL_RULES_DEFAULTS. The page, the
-- public list call and the advertising record read it, so a change notifies
-- the other instances like a publish does. The full checks (override types,
-- ranges, the link's scheme) are server/store/repos/professional-rules.ts;
-- the constraints below keep the row's shape whatever writes it.
CREATE TABLE professional_rules (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  bars text[] NOT NULL DEFAULT '{}'
    CHECK (bars <@ ARRAY['portugal', 'new-york', 'us-aba', 'england-wales', 'none']::text[]),
  -- { key: { "value": ..., "at": ISO date-time } } for each override kept.
  overrides jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(overrides) = 'object'),
  -- [{ "area": ..., "certifiedBy": ... }]
  specialisations jsonb NOT NULL DEFAULT '[]'
    CHECK (jsonb_typeof(specialisations) = 'array' AND jsonb_array_length(specialisations) <= 10),
  office_address text NOT NULL DEFAULT ''
    CHECK (utf16_length(office_address) <= 200),
  regulatory_notice text NOT NULL DEFAULT ''
    CHECK (utf16_length(regulatory_notice) <= 500),
  regulator_link text NOT NULL DEFAULT ''
    CHECK (regulator_link = '' OR regulator_link ~ '^https://')
    CHECK (utf16_length(regulator_link) <= 500)
);

INSERT INTO professional_rules DEFAULT VALUES;

CREATE TRIGGER professional_rules_changed
  AFTER UPDATE ON professional_rules
  FOR EACH ROW EXECUTE FUNCTION notify_testimonials_changed();
