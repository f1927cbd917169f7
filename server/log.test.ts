import { afterEach, describe, expect, it } from "vitest";
import { log, logRequest, setLogSink } from "./log";

describe("log", () => {
  let restore = () => {};
  afterEach(() => restore());

  const capture = () => {
    const lines: string[] = [];
    restore = setLogSink((line) => lines.push(line));
    return lines;
  };

  it("writes the request line as the generic logger would, for any path", () => {
    const lines = capture();
    const path = '/a"b\\c\u0000\u2028é/%2e%2e';
    logRequest("GET", path, 404, 3);
    log("info", "request", { method: "GET", path, status: 404, ms: 3 });
    const [fast, generic] = lines.map((line) => {
      expect(line.endsWith("\n")).toBe(true);
      expect(line.slice(0, -1)).not.toContain("\n");
      return JSON.parse(line) as Record<string, unknown>;
    });
    expect(fast!.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect({ ...fast, time: "" }).toEqual({ ...generic, time: "" });
    expect(Object.keys(fast!)).toEqual(Object.keys(generic!));
  });
});
