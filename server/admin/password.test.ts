import * as crypto from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { passwordMatches } from "./password";

vi.mock("node:crypto", async (importOriginal) => {
  const original = await importOriginal<typeof crypto>();
  return { ...original, timingSafeEqual: vi.fn(original.timingSafeEqual) };
});

describe("passwordMatches", () => {
  it("accepts only the exact password", () => {
    expect(
      passwordMatches("correct horse battery", "correct horse battery"),
    ).toBe(true);
    expect(
      passwordMatches("correct horse batter", "correct horse battery"),
    ).toBe(false);
    expect(passwordMatches("", "correct horse battery")).toBe(false);
    expect(passwordMatches("x".repeat(10_000), "correct horse battery")).toBe(
      false,
    );
  });

  it("compares equal-length SHA-256 digests with timingSafeEqual, whatever the input lengths", () => {
    const spy = vi.mocked(crypto.timingSafeEqual);
    spy.mockClear();
    passwordMatches("short", "a much longer password");
    expect(spy).toHaveBeenCalledTimes(1);
    const [a, b] = spy.mock.calls[0]! as [Buffer, Buffer];
    expect(a).toHaveLength(32);
    expect(b).toHaveLength(32);
    expect(b).toEqual(
      crypto.createHash("sha256").update("a much longer password").digest(),
    );
  });
});
