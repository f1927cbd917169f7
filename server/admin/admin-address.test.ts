import { describe, expect, it } from "vitest";
import { adminAddress } from "./admin-address";

describe("the admin's address in the start-up log", () => {
  it("is SITE_URL's origin when set, path and query dropped", () => {
    expect(
      adminAddress("https://counsel.example/pt/?x=1", "0.0.0.0", 3000),
    ).toBe("https://counsel.example/admin");
    expect(adminAddress("http://localhost:8080", "127.0.0.1", 3000)).toBe(
      "http://localhost:8080/admin",
    );
  });

  it("is the listening address otherwise, a wildcard one as loopback", () => {
    expect(adminAddress(undefined, "127.0.0.1", 3000)).toBe(
      "http://127.0.0.1:3000/admin",
    );
    expect(adminAddress(undefined, "0.0.0.0", 3000)).toBe(
      "http://127.0.0.1:3000/admin",
    );
    expect(adminAddress(undefined, "::", 3000)).toBe("http://[::1]:3000/admin");
  });
});
