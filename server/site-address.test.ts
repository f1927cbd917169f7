import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { siteAddress } from "./site-address";

const address = (env: Record<string, string>, port?: number) =>
  siteAddress(loadConfig(env), port);

describe("the site's address", () => {
  it("is SITE_URL's origin when set, a trailing slash, path and query dropped", () => {
    const expected = { origin: "https://counsel.example", fromConfig: true };
    expect(address({ SITE_URL: "https://counsel.example" })).toEqual(expected);
    expect(address({ SITE_URL: "https://counsel.example/" })).toEqual(expected);
    expect(
      address({ SITE_URL: "https://Counsel.example/pt/?x=1", HOST: "0.0.0.0" }),
    ).toEqual(expected);
    expect(address({ SITE_URL: "http://localhost:8080/" })).toEqual({
      origin: "http://localhost:8080",
      fromConfig: true,
    });
  });

  it("is the configured listening address when SITE_URL is unset", () => {
    expect(address({})).toEqual({
      origin: "http://127.0.0.1:3000",
      fromConfig: false,
    });
    expect(address({ HOST: "127.0.0.1", PORT: "8080" }).origin).toBe(
      "http://127.0.0.1:8080",
    );
    expect(address({ HOST: "portfolio.lan", PORT: "80" }).origin).toBe(
      "http://portfolio.lan",
    );
    expect(address({ HOST: "::1", PORT: "3000" }).origin).toBe(
      "http://[::1]:3000",
    );
  });

  it("names a wildcard HOST as localhost", () => {
    expect(address({ HOST: "0.0.0.0", PORT: "3000" }).origin).toBe(
      "http://localhost:3000",
    );
    expect(address({ HOST: "::", PORT: "3000" }).origin).toBe(
      "http://localhost:3000",
    );
  });

  it("takes the bound port when given, unless SITE_URL is set", () => {
    expect(address({ PORT: "0" }, 41234).origin).toBe("http://127.0.0.1:41234");
    expect(
      address({ PORT: "0", SITE_URL: "https://counsel.example" }, 41234).origin,
    ).toBe("https://counsel.example");
  });
});
