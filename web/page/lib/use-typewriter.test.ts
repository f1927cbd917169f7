// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useTypewriter } from "./use-typewriter";

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    (query: string) =>
      ({
        matches: reduce && query.includes("prefers-reduced-motion: reduce"),
        media: query,
      }) as MediaQueryList,
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("useTypewriter", () => {
  it("renders nothing typed before its effect runs, as the server does", () => {
    stubReducedMotion(false);
    const first: { shown: string; cursor: boolean }[] = [];
    renderHook(() => {
      const typewriter = useTypewriter("Hello");
      first.push(typewriter);
      return typewriter;
    });
    expect(first[0]).toEqual({ shown: "", cursor: false });
  });

  it("types 50 ms per character, then keeps the cursor 2000 ms", () => {
    stubReducedMotion(false);
    const { result } = renderHook(() => useTypewriter("Hello"));
    expect(result.current).toEqual({ shown: "", cursor: true });

    act(() => vi.advanceTimersByTime(49));
    expect(result.current.shown).toBe("");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.shown).toBe("H");
    act(() => vi.advanceTimersByTime(150));
    expect(result.current).toEqual({ shown: "Hell", cursor: true });
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toEqual({ shown: "Hello", cursor: true });

    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.cursor).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toEqual({ shown: "Hello", cursor: false });
  });

  it("shows the full text at once and no cursor with reduced motion", () => {
    stubReducedMotion(true);
    const { result } = renderHook(() => useTypewriter("Hello"));
    expect(result.current).toEqual({ shown: "Hello", cursor: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toEqual({ shown: "Hello", cursor: false });
  });

  it("stops its timers when unmounted", () => {
    stubReducedMotion(false);
    const { unmount } = renderHook(() => useTypewriter("Hello"));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
