// The admin's professional rules through the whole app, on each store: the
// session and CSRF guard, reading, replacing, the overrides' dates, and a
// refusal naming the field.
import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import {
  PROFESSIONAL_RULES_DEFAULTS,
  RULES_TEXT_LIMITS,
  type ProfessionalRulesChange,
  type ProfessionalRulesSettings,
} from "../../../core/api/professional-rules";
import type { createApp } from "../../app";
import { setLogSink } from "../../log";
import { TEST_ORIGIN, type AdminCall } from "../../testing/admin-client";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../../testing/test-stores";
import { signedInApp } from "../../testing/signed-in-app";

const PASSWORD = "correct horse battery";
const CHOSEN: ProfessionalRulesChange = {
  bars: ["new-york", "portugal"],
  overrides: { testimonials: "with-disclaimer", recordKeepDays: 400 },
  specialisations: [{ area: "Tax law", certifiedBy: "Ordem dos Advogados" }],
  officeAddress: "Rua Augusta 1, 1100-048 Lisboa",
  regulatoryNotice: "Regulated by the Ordem dos Advogados.\nCédula 12345L.",
  regulatorLink: "https://portal.oa.pt/",
};

describe.each(STORE_KINDS)("the admin's professional rules on %s", (kind) => {
  let t: TestStore;
  let app: ReturnType<typeof createApp>;
  let call: AdminCall;
  beforeAll(async () => {
    t = await openTestStore(kind);
  });
  afterAll(() => t?.destroy());
  beforeEach(async () => {
    const restore = setLogSink(() => {});
    ({ app, call } = await signedInApp(t, PASSWORD));
    return () => {
      restore();
      vi.useRealTimers();
    };
  });

  const read = async () => {
    const res = await call("/professional-rules");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    return (await res.json()) as ProfessionalRulesSettings;
  };
  const put = (body: unknown, headers: Record<string, string> = {}) =>
    call("/professional-rules", { method: "PUT", body, headers });

  it("refuses both calls without a session (401), and a change without the CSRF token or from another origin (403)", async () => {
    for (const method of ["GET", "PUT"]) {
      const res = await app.request("/api/admin/professional-rules", {
        method,
        headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
        body: method === "PUT" ? JSON.stringify(CHOSEN) : undefined,
      });
      expect(res.status, method).toBe(401);
    }
    const refusals: Record<string, string>[] = [
      { "x-csrf-token": "wrong" },
      { origin: "https://evil.example" },
    ];
    for (const headers of refusals)
      expect((await put(CHOSEN, headers)).status).toBe(403);
    expect(await read()).toEqual(PROFESSIONAL_RULES_DEFAULTS);
  });

  it("answers the defaults, then replaces every setting, dating each override, and answers what it kept", async () => {
    expect(await read()).toEqual(PROFESSIONAL_RULES_DEFAULTS);
    const before = Date.now();
    const res = await put({ ...CHOSEN, extra: "ignored" });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as ProfessionalRulesSettings;
    const { overrides, ...rest } = saved;
    expect({ ...rest, overrides: CHOSEN.overrides }).toEqual(CHOSEN);
    expect(Object.keys(overrides).sort()).toEqual([
      "recordKeepDays",
      "testimonials",
    ]);
    expect(overrides.testimonials?.value).toBe("with-disclaimer");
    expect(overrides.recordKeepDays?.value).toBe(400);
    for (const o of Object.values(overrides)) {
      expect(Date.parse(o.at)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(o.at)).toBeLessThanOrEqual(Date.now() + 1000);
    }
    expect(await read()).toEqual(saved);
    expect(await t.store.professionalRules.get()).toEqual(saved);
  });

  it("keeps an unchanged override's date, stamps a changed or new one, and drops one left out", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-01-01T10:00:00Z"));
    await put({
      ...CHOSEN,
      overrides: {
        testimonials: "hidden",
        companyNames: "hidden",
        recordEveryDays: 30,
      },
    });
    vi.setSystemTime(new Date("2026-02-02T10:00:00Z"));
    const res = await put({
      ...CHOSEN,
      overrides: {
        testimonials: "hidden",
        companyNames: "shown",
        advertisingLabel: false,
      },
    });
    expect(res.status).toBe(200);
    expect((await read()).overrides).toEqual({
      testimonials: { value: "hidden", at: "2026-01-01T10:00:00.000Z" },
      companyNames: { value: "shown", at: "2026-02-02T10:00:00.000Z" },
      advertisingLabel: { value: false, at: "2026-02-02T10:00:00.000Z" },
    });
  });

  it("fires the store's change event on a change", async () => {
    let fired = 0;
    t.store.onChange(() => fired++);
    await put(CHOSEN);
    expect(fired).toBeGreaterThan(0);
  });

  it("refuses a wrong or missing field with 400 and one message naming it, keeping the settings", async () => {
    const without = (key: keyof ProfessionalRulesChange) => {
      const copy: Partial<ProfessionalRulesChange> = { ...CHOSEN };
      delete copy[key];
      return copy;
    };
    const long = (n: number) => "a".repeat(n + 1);
    const cases: [unknown, RegExp][] = [
      [without("bars"), /^bars /],
      [{ ...CHOSEN, bars: ["france"] }, /^bars may only name portugal/],
      [{ ...CHOSEN, bars: ["portugal", "portugal"] }, /^bars .*twice/],
      [{ ...CHOSEN, bars: "portugal" }, /^bars /],
      [without("overrides"), /^overrides /],
      [{ ...CHOSEN, overrides: { colour: "red" } }, /^overrides may only/],
      [
        { ...CHOSEN, overrides: { testimonials: "maybe" } },
        /^overrides\.testimonials /,
      ],
      [
        { ...CHOSEN, overrides: { companyNames: "with-disclaimer" } },
        /^overrides\.companyNames /,
      ],
      [
        { ...CHOSEN, overrides: { advertisingLabel: "yes" } },
        /^overrides\.advertisingLabel /,
      ],
      [
        { ...CHOSEN, overrides: { recordKeepDays: 29 } },
        /^overrides\.recordKeepDays .*30 to 3650/,
      ],
      [
        { ...CHOSEN, overrides: { recordKeepDays: 3651 } },
        /^overrides\.recordKeepDays /,
      ],
      [
        { ...CHOSEN, overrides: { recordEveryDays: 0 } },
        /^overrides\.recordEveryDays .*1 to 365/,
      ],
      [
        { ...CHOSEN, overrides: { recordEveryDays: 1.5 } },
        /^overrides\.recordEveryDays /,
      ],
      [
        { ...CHOSEN, overrides: { recordEveryDays: "30" } },
        /^overrides\.recordEveryDays /,
      ],
      [
        { ...CHOSEN, overrides: { testimonials: { value: "shown", at: "x" } } },
        /^overrides\.testimonials /,
      ],
      [without("specialisations"), /^specialisations /],
      [
        {
          ...CHOSEN,
          specialisations: Array(11).fill(CHOSEN.specialisations[0]),
        },
        /^specialisations must be at most 10/,
      ],
      [
        { ...CHOSEN, specialisations: [{ area: " ", certifiedBy: "X" }] },
        /^specialisations\[0\]\.area /,
      ],
      [
        { ...CHOSEN, specialisations: [{ area: "Tax" }] },
        /^specialisations\[0\]\.certifiedBy /,
      ],
      [
        {
          ...CHOSEN,
          specialisations: [
            {
              area: long(RULES_TEXT_LIMITS.specialisationArea),
              certifiedBy: "X",
            },
          ],
        },
        /^specialisations\[0\]\.area .*120/,
      ],
      [{ ...CHOSEN, specialisations: ["Tax"] }, /^specialisations\[0\] /],
      [without("officeAddress"), /^officeAddress /],
      [
        { ...CHOSEN, officeAddress: "Rua A\nLisboa" },
        /^officeAddress must be one line/,
      ],
      [
        { ...CHOSEN, officeAddress: long(RULES_TEXT_LIMITS.officeAddress) },
        /^officeAddress .*200/,
      ],
      [
        {
          ...CHOSEN,
          regulatoryNotice: long(RULES_TEXT_LIMITS.regulatoryNotice),
        },
        /^regulatoryNotice .*500/,
      ],
      [{ ...CHOSEN, regulatoryNotice: 5 }, /^regulatoryNotice /],
      [
        { ...CHOSEN, regulatorLink: "http://portal.oa.pt/" },
        /^regulatorLink .*https/,
      ],
      [{ ...CHOSEN, regulatorLink: "javascript:alert(1)" }, /^regulatorLink /],
      [{ ...CHOSEN, regulatorLink: "portal.oa.pt" }, /^regulatorLink /],
      [{ ...CHOSEN, regulatorLink: "https://a.pt/\nx" }, /^regulatorLink /],
      [[CHOSEN], /\S/],
      ["not json", /\S/],
      ["null", /\S/],
    ];
    for (const [body, message] of cases) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const answer = (await res.json()) as { error: string };
      expect(answer.error, JSON.stringify(body)).toMatch(message);
    }
    expect(await read()).toEqual(PROFESSIONAL_RULES_DEFAULTS);
  });
});
