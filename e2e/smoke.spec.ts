import { expect, test } from "./fixtures";

test("serves the home page and the 404 page with its status", async ({
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
  await page.goto("/no-such-page");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
