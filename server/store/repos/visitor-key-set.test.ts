import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { VisitorKeySet } from "./visitor-key-set";

/** A key as 16 hex digits, and as the (high, low) the set takes. */
const randomKey = () => randomBytes(8).toString("hex");
const halves = (key: string) =>
  [parseInt(key.slice(0, 8), 16), parseInt(key.slice(8), 16)] as const;
const keysOf = (set: VisitorKeySet) => {
  const keys: string[] = [];
  set.forEach((high, low) =>
    keys.push(
      high.toString(16).padStart(8, "0") + low.toString(16).padStart(8, "0"),
    ),
  );
  return keys.sort();
};

describe("VisitorKeySet", () => {
  it("holds each key once, through many growths, as a Set would", () => {
    const keys = new VisitorKeySet(4);
    const reference = new Set<string>();
    for (let i = 0; i < 20_000; i++) {
      // Every third key repeats an earlier one.
      const key =
        i % 3 === 2 ? [...reference][i % reference.size]! : randomKey();
      expect(keys.add(...halves(key))).toBe(!reference.has(key));
      reference.add(key);
    }
    expect(keys.size).toBe(reference.size);
    expect(keysOf(keys)).toEqual([...reference].sort());
    for (const key of reference) expect(keys.has(...halves(key))).toBe(true);
    for (let i = 0; i < 1_000; i++) {
      const key = randomKey();
      expect(keys.has(...halves(key))).toBe(reference.has(key));
    }
  });

  it("tells apart keys that share their low or their high half", () => {
    const keys = new VisitorKeySet(8);
    expect(keys.add(1, 0xa)).toBe(true);
    expect(keys.add(2, 0xa)).toBe(true);
    expect(keys.add(1, 0xb)).toBe(true);
    expect(keys.add(0xffffffff, 0xffffffff)).toBe(true);
    expect(keys.add(0, 0)).toBe(true);
    expect(keys.add(2, 0xa)).toBe(false);
    // The same bits, signed as a DataView or `|` gives them.
    expect(keys.add(-1, -1)).toBe(false);
    expect(keys.has(3, 0xa)).toBe(false);
    expect(keys.has(0, 0)).toBe(true);
    expect(keys.size).toBe(5);
  });

  it("reads keys as the store keeps them: 8 bytes each, big-endian", () => {
    const stored = randomBytes(8 * 300);
    const keys = new VisitorKeySet();
    keys.addBytes(stored.subarray(8));
    keys.addBytes(stored.subarray(0, 8));
    const expected: string[] = [];
    for (let at = 0; at < stored.length; at += 8)
      expected.push(stored.subarray(at, at + 8).toString("hex"));
    expect(keysOf(keys)).toEqual(expected.sort());
  });
});
