import { describe, expect, it } from "vitest";
import { Memo } from "./memo";

describe("Memo", () => {
  it("works a value out once per key within a period", () => {
    const memo = new Memo<string>(10);
    let made = 0;
    const make = (key: string) => `${key}!${++made}`;
    expect(memo.get("a", 1, make)).toBe("a!1");
    expect(memo.get("a", 1, make)).toBe("a!1");
    expect(memo.get("b", 1, make)).toBe("b!2");
    expect(made).toBe(2);
  });

  it("holds at most its bound of keys, emptied when full", () => {
    const memo = new Memo<number>(3);
    for (const key of ["a", "b", "c"]) memo.get(key, 1, () => 0);
    expect(memo.size).toBe(3);
    memo.get("d", 1, () => 0);
    expect(memo.size).toBe(1);
    // Nothing asked for before it was emptied is held any more.
    expect(memo.get("c", 1, () => 1)).toBe(1);
  });

  it("gives each key its own value, asked for in turn, again and again", () => {
    // Fewer keys than it compares before looking in its map, then more.
    for (const keys of [
      ["a", "bb", "c"],
      ["a", "bb", "c", "dd", "e", "ff", "a2", "b2"],
    ]) {
      const memo = new Memo<string>(100);
      let made = 0;
      for (let round = 0; round < 3; round++)
        for (const key of keys)
          // New strings, as a request's headers are.
          expect(memo.get([...key].join(""), 1, (k) => `${k}!${++made}`)).toBe(
            `${key}!${keys.indexOf(key) + 1}`,
          );
      expect(made).toBe(keys.length);
    }
  });

  it("is emptied when the period changes", () => {
    const memo = new Memo<string>(10);
    memo.get("a", "2026-11-27", () => "first");
    memo.get("b", "2026-11-27", () => "first");
    expect(memo.get("a", "2026-11-28", () => "second")).toBe("second");
    expect(memo.size).toBe(1);
  });
});
