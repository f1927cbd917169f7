import { describe, expect, it } from "vitest";
import { localUrl } from "./ops";

describe("localUrl", () => {
  it("reaches a server on every interface over loopback, else on its own address", () => {
    expect(localUrl("0.0.0.0", 3000)).toBe("http://127.0.0.1:3000");
    expect(localUrl("::", 3000)).toBe("http://[::1]:3000");
    expect(localUrl("127.0.0.1", 3000)).toBe("http://127.0.0.1:3000");
    expect(localUrl("::1", 3000)).toBe("http://[::1]:3000");
    expect(localUrl("10.0.0.5", 3000)).toBe("http://10.0.0.5:3000");
    expect(localUrl("2001:db8::5", 3000)).toBe("http://[2001:db8::5]:3000");
  });
});
