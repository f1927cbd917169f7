import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { VisitorKeySet } from "./visitor-key-set";

const randomKey = () => randomBytes(8).toString("hex");

describe("VisitorKeySet", () => {
  it("holds each key once, through many growths, as a Set would", () => {
    const keys = new VisitorKeySet(4);
    const reference = new Set<string>();
    for (let i = 0; i < 20_000; i++) {
      // Every third key repeats an earlier one.
      const key =
        i % 3 === 2 ? [...reference][i % reference.size]! : randomKey();
      expect(keys.add(key)).toBe(!reference.has(key));
      reference.add(key);
    }
    expect(keys.size).toBe(reference.size);
    expect([...keys].sort()).toEqual([...reference].sort());
    for (const key of reference) expect(keys.has(key)).toBe(true);
    for (let i = 0; i < 1_000; i++) {
      const key = randomKey();
      expect(keys.has(key)).toBe(reference.has(key));
    }
  });

  it("tells apart keys that share their low or their high half", () => {
    const keys = new VisitorKeySet(8);
    expect(keys.add("00000001" + "0000000a")).toBe(true);
    expect(keys.add("00000002" + "0000000a")).toBe(true);
    expect(keys.add("00000001" + "0000000b")).toBe(true);
    expect(keys.add("ffffffff" + "ffffffff")).toBe(true);
    expect(keys.add("0000000000000000")).toBe(true);
    expect(keys.add("00000002" + "0000000a")).toBe(false);
    expect(keys.has("00000003" + "0000000a")).toBe(false);
    expect(keys.has("0000000000000000")).toBe(true);
    expect(keys.size).toBe(5);
  });
});
