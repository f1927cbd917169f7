import { http } from "msw";
import {
  PROFESSIONAL_RULES_DEFAULTS,
  RECORD_DAYS,
  type OverrideKey,
  type ProfessionalRulesChange,
  type ProfessionalRulesSettings,
} from "../../../core/api/professional-rules";
import { apiServer } from "./api-server";

const json = (body: unknown, status = 200) => Response.json(body, { status });

/** A few of the server's refusals, worded as it words them (the field first). */
function problem(change: ProfessionalRulesChange): string | null {
  const { recordKeepDays, recordEveryDays } = change.overrides;
  const outside = (
    n: number | undefined,
    range: { min: number; max: number },
  ) =>
    n !== undefined && (!Number.isInteger(n) || n < range.min || n > range.max);
  if (outside(recordKeepDays, RECORD_DAYS.keep))
    return `overrides.recordKeepDays must be a whole number of days from ${RECORD_DAYS.keep.min} to ${RECORD_DAYS.keep.max}`;
  if (outside(recordEveryDays, RECORD_DAYS.every))
    return `overrides.recordEveryDays must be a whole number of days from ${RECORD_DAYS.every.min} to ${RECORD_DAYS.every.max}`;
  if (
    change.regulatorLink !== "" &&
    !change.regulatorLink.startsWith("https://")
  )
    return "regulatorLink must be empty or an https:// address";
  const blank = change.specialisations.findIndex(
    (s) => s.area.trim() === "" || s.certifiedBy.trim() === "",
  );
  if (blank >= 0) return `specialisations[${blank}].area must not be blank`;
  return null;
}

/**
 * An in-memory stand-in for /api/admin/professional-rules, for component
 * tests, beside `fakeAdminApi` (call that first: it answers the session).
 * Like the server, it dates an override that is new or changed with `now`,
 * keeps an unchanged one's date, and refuses a state-changing call without
 * the session's CSRF token.
 */
export function fakeProfessionalRulesApi(
  settings: ProfessionalRulesSettings = { ...PROFESSIONAL_RULES_DEFAULTS },
  now = () => new Date().toISOString(),
) {
  const saved = { settings, puts: [] as ProfessionalRulesChange[] };
  apiServer.use(
    http.get("/api/admin/professional-rules", () => json(saved.settings)),
    http.put("/api/admin/professional-rules", async ({ request }) => {
      if (request.headers.get("x-csrf-token") !== "csrf")
        return json({ error: "Missing or wrong CSRF token" }, 403);
      const change = (await request.json()) as ProfessionalRulesChange;
      saved.puts.push(change);
      const refused = problem(change);
      if (refused) return json({ error: refused }, 400);
      const overrides: ProfessionalRulesSettings["overrides"] = {};
      for (const [key, value] of Object.entries(change.overrides)) {
        const before = saved.settings.overrides[key as OverrideKey];
        Object.assign(overrides, {
          [key]: {
            value,
            at: before && before.value === value ? before.at : now(),
          },
        });
      }
      saved.settings = { ...change, overrides };
      return json(saved.settings);
    }),
  );
  return saved;
}
