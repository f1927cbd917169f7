import { content as profile } from "../content";
import { expect, test } from "../fixtures";

test("prints like a one-page CV", async ({ page }, testInfo) => {
  test.skip(
    testInfo.project.name === "mobile",
    "printing does not depend on the screen width",
  );
  await page.goto("/");
  await page.emulateMedia({ media: "print" });

  await expect(page.locator("header").first()).toBeHidden();
  await expect(page.locator("#testimonials")).toBeHidden();
  await expect(
    page.getByRole("link", { name: "Download CV", exact: true }).first(),
  ).toBeHidden();
  // Every education detail, not only an opened one.
  for (const item of profile.education)
    await expect(page.getByText(item.detail)).toBeVisible();
  // The whole headline, even while it is still being typed on screen.
  const headline = page.getByRole("heading", { level: 1 });
  await expect(headline).toHaveText(profile.title, { useInnerText: true });
  await expect(
    page.getByRole("heading", { name: "My Legal & Business Journey" }),
  ).toBeVisible();

  const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
  const pages = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages).toHaveLength(1);
});
