import { describe, expect, it } from "vitest";
import { UtcDayClock } from "./day";

const at = (iso: string) => Date.parse(iso);

describe("UtcDayClock", () => {
  it("names the UTC day of each moment, across midnight both ways", () => {
    const clock = new UtcDayClock();
    expect(clock.dayOf(at("2026-11-27T00:00:00.000Z"))).toBe("2026-11-27");
    expect(clock.dayOf(at("2026-11-27T23:59:59.999Z"))).toBe("2026-11-27");
    expect(clock.dayOf(at("2026-11-28T00:00:00.000Z"))).toBe("2026-11-28");
    expect(clock.dayOf(at("2026-11-27T12:00:00.000Z"))).toBe("2026-11-27");
    expect(clock.dayOf(at("2024-02-29T23:59:59.999Z"))).toBe("2024-02-29");
    expect(clock.dayOf(at("2024-03-01T00:00:00.000Z"))).toBe("2024-03-01");
  });

  it("agrees with toISOString for moments all over the years", () => {
    const clock = new UtcDayClock();
    for (let ms = 0; ms < 2_000_000_000_000; ms += 3_600_000 * 7 + 12_345)
      expect(clock.dayOf(ms)).toBe(new Date(ms).toISOString().slice(0, 10));
  });
});
