import { expect, it } from "vitest";
import { buildMailto } from "./build-mailto";

it("prefills subject and body, URL-encoded", () => {
  const url = buildMailto("hello@example.com", {
    name: "Ana & Rui",
    email: "ana@example.com",
    message: "Coffee? 10% off?\nThanks",
  });
  expect(url).toBe(
    "mailto:hello@example.com?subject=Coffee%20Break%20Request%20from%20Ana%20%26%20Rui" +
      "&body=Coffee%3F%2010%25%20off%3F%0AThanks%0A%0AAna%20%26%20Rui%20%3Cana%40example.com%3E",
  );
  const parsed = new URL(url);
  expect(parsed.searchParams.get("subject")).toBe(
    "Coffee Break Request from Ana & Rui",
  );
  expect(parsed.searchParams.get("body")).toContain("Coffee? 10% off?\nThanks");
});
