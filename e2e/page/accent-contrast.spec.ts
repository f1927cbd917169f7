// Any accent colour the owner picks keeps the page readable: for each sample
// brand colour, on the light and the dark theme, axe finds no text below its
// contrast minimum, on the accent's fill (buttons, badges) or in the accent
// (links, labels, icons). The accent is set the way the page head sets it
// (the same custom properties, from the same function) rather than published
// colour by colour, on one page.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import {
  accentProperties,
  DEFAULT_ACCENT,
  hexToHsl,
} from "../../core/accent-colours";
import { SAMPLE_ACCENTS } from "../../core/testing/accent-samples";
import { DICTIONARIES } from "../../web/page/i18n/dictionaries";
import { expect, test } from "../fixtures";

const ACCENTS: [string, string][] = [
  ["default blue", DEFAULT_ACCENT],
  ...Object.entries(SAMPLE_ACCENTS).map(
    ([name, hex]) => [name, hexToHsl(hex)!] as [string, string],
  ),
];

/** Sets the accent's properties on the root, over the head's rule, and the theme. */
async function paint(page: Page, accent: string, theme: "light" | "dark") {
  await page.evaluate(
    ({ properties, theme }) => {
      const root = document.documentElement;
      for (const [name, value] of Object.entries(properties))
        root.style.setProperty(name, value);
      root.dataset.theme = theme;
    },
    { properties: accentProperties(accent), theme },
  );
  // Colours with a transition (links, cards) keep their old value until the
  // browser next renders, even a 0.01 ms one under reduced motion, and a
  // busy machine may render hundreds of milliseconds later: axe read then
  // saw the light theme's ink on the dark theme's surfaces.
  await page.waitForFunction(() => document.getAnimations().length === 0);
}

/** axe's contrast failures on the page, as "selector: foreground on background (ratio)". */
async function contrastFailures(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withRules(["color-contrast"])
    .analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const data = node.any[0]?.data as
        | { fgColor?: string; bgColor?: string; contrastRatio?: number }
        | undefined;
      return `${node.target.join(" ")}: ${data?.fgColor} on ${data?.bgColor} (${data?.contrastRatio})`;
    }),
  );
}

// A few accents per test: each test stays short on a slow machine, and a
// failure names its group.
const GROUP = 7;
const GROUPS = Array.from(
  { length: Math.ceil(ACCENTS.length / GROUP) },
  (_, index) => ACCENTS.slice(index * GROUP, (index + 1) * GROUP),
);

for (const theme of ["light", "dark"] as const) {
  for (const group of GROUPS) {
    const names = group.map(([name]) => name).join(", ");
    test(`the ${theme} theme stays readable with each accent: ${names}`, async ({
      page,
      isMobile,
    }) => {
      test.setTimeout(120_000);
      // No transitions (colours change at once) and no typing.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/");
      // Hydration first, so axe reads a page the script no longer changes.
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const failures: string[] = [];
      for (const [name, accent] of group) {
        await paint(page, accent, theme);
        // The properties took: the root's accent is the one just set.
        expect(
          await page.evaluate(() =>
            getComputedStyle(document.documentElement)
              .getPropertyValue("--accent")
              .trim(),
          ),
        ).toBe(accent);
        for (const failure of await contrastFailures(page))
          failures.push(`${name} (${accent}), page: ${failure}`);
        if (isMobile) {
          // The phone's menu: its CV button is filled with the accent.
          await page
            .getByRole("button", { name: DICTIONARIES.en.page.openMenu })
            .click();
          await expect(page.getByRole("dialog")).toBeVisible();
          for (const failure of await contrastFailures(page))
            failures.push(`${name} (${accent}), menu: ${failure}`);
          await page.keyboard.press("Escape");
          await expect(page.getByRole("dialog")).toBeHidden();
        }
      }
      expect(failures).toEqual([]);
    });
  }
}
