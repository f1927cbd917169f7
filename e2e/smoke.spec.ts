import { expect, test } from "./fixtures";

test("serves the home page, and the 404 page with its status for any other path", async ({
  page,
  request,
}) => {
  const home = await page.goto("/");
  expect(home?.status()).toBe(200);
  await expect(
    page.getByRole("heading", { name: "Their Words, Not Mine" }),
  ).toBeVisible();

  const missing = await request.get("/no-such-page");
  expect(missing.status()).toBe(404);

  const logged: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") logged.push(message.text());
  });
  const notFound = await page.goto("/no-such-page");
  expect(notFound?.status()).toBe(404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect.poll(() => logged.join("\n")).toContain("/no-such-page");

  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("answers a missing file with a short plain 404, not the page", async ({
  request,
}) => {
  const response = await request.get("/old-bundle.js");
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain("<html");
});
