import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config";
import { isTransientError } from "./transient";
import { sessionSettings } from "./postgres";

describe("PostgreSQL connection settings", () => {
  it("defaults to a pool of 10, a 10 s statement timeout, 5 s to connect and 2 retries", () => {
    expect(loadConfig({}).db).toEqual({
      poolMax: 10,
      statementTimeoutMs: 10_000,
      connectTimeoutMs: 5_000,
      retries: 2,
    });
  });

  it("reads DB_POOL_MAX, DB_STATEMENT_TIMEOUT_MS (0: none), DB_CONNECT_TIMEOUT_MS and DB_RETRIES", () => {
    const { db } = loadConfig({
      DB_POOL_MAX: "3",
      DB_STATEMENT_TIMEOUT_MS: "0",
      DB_CONNECT_TIMEOUT_MS: "250",
      DB_RETRIES: "0",
    });
    expect(db).toEqual({
      poolMax: 3,
      statementTimeoutMs: 0,
      connectTimeoutMs: 250,
      retries: 0,
    });
    expect(sessionSettings({ statementTimeoutMs: 0 })).toBe("-c TimeZone=UTC");
    expect(sessionSettings({ schema: "s1", statementTimeoutMs: 1500 })).toBe(
      "-c TimeZone=UTC -c search_path=s1 -c statement_timeout=1500",
    );
  });

  it.each([
    ["DB_POOL_MAX", "0", "from 1 to 1000"],
    ["DB_STATEMENT_TIMEOUT_MS", "-1", "from 0 to 3600000"],
    ["DB_CONNECT_TIMEOUT_MS", "10", "from 100 to 600000"],
    ["DB_RETRIES", "many", "from 0 to 10"],
  ])("refuses %s=%s in one line", (name, value, expected) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid configuration: ${name} must be .*${expected}`),
    );
  });
});

describe("transient errors", () => {
  const withCode = (code: string, message = "x") =>
    Object.assign(new Error(message), { code });

  it("counts lost connections, restarts, fail-overs and deadlocks", () => {
    for (const error of [
      withCode("57P01"),
      withCode("08006"),
      withCode("53300"),
      withCode("40P01"),
      withCode("ECONNREFUSED"),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
    ])
      expect(isTransientError(error), error.message).toBe(true);
  });

  it("does not count errors the statement itself caused", () => {
    for (const error of [
      withCode("23505"), // unique_violation
      withCode("23514"), // check_violation
      withCode("57014"), // query_canceled: statement timeout, not retried
      withCode("42P01"),
      new Error("boom"),
      "not an error",
    ])
      expect(isTransientError(error)).toBe(false);
  });
});
