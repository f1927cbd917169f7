// The content editor warns of the words the owner's professional rules
// flag (decision 043): under the field, tied to it, and counted near the
// bar, against the real server with the rules set through the admin API.
import type { APIRequestContext } from "@playwright/test";
import {
  PROFESSIONAL_RULES_DEFAULTS,
  type ProfessionalRulesChange,
} from "../../core/api/professional-rules";
import { signInAdmin, withAdminServer } from "./admin-helpers";
import { expect, expectNoAxeViolations } from "../fixtures";

const KEY = "e2e-flagged-words-key";
const PASSWORD = "e2e flagged words password 7q2m";

const test = withAdminServer(KEY, PASSWORD);

const NO_RULES: ProfessionalRulesChange = {
  ...PROFESSIONAL_RULES_DEFAULTS,
  overrides: {},
};

/** Signs the request context in and returns a setter of the owner's rules. */
async function rulesApi(request: APIRequestContext, origin: string) {
  const login = await request.post("/api/admin/login", {
    headers: { origin },
    data: { password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  return async (rules: ProfessionalRulesChange) => {
    const res = await request.put("/api/admin/professional-rules", {
      headers: { origin, "x-csrf-token": csrfToken },
      data: rules,
    });
    expect(res.status(), await res.text()).toBe(200);
  };
}

test("“especialista” typed in a Portuguese field is flagged under Portugal's rules, axe clean in both themes", async ({
  page,
  request,
  server,
}) => {
  test.setTimeout(90_000);
  const setRules = await rulesApi(request, server.url);
  await setRules({ ...NO_RULES, bars: ["portugal"] });
  try {
    await signInAdmin(page, PASSWORD, "/admin/content?lang=pt");
    const hero = page.getByRole("region", { name: "Hero", exact: true });
    const subtitle = hero.getByRole("textbox", {
      name: "Subtitle",
      exact: true,
    });
    const original = await subtitle.inputValue();
    await subtitle.fill("Sou especialista em direito fiscal.");

    const warning = hero.getByText(
      "Your professional rules flag “especialista”.",
    );
    await expect(warning).toBeVisible();
    await expect(subtitle).toHaveAccessibleDescription(
      /“especialista”: Portuguese rules allow it only for a specialisation certified or recognised by a named body/,
    );
    await expect(subtitle).not.toHaveAttribute("aria-invalid", "true");
    const summary = page.getByRole("region", {
      name: "1 word your professional rules flag",
    });
    await expect(summary).toBeVisible();
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: "dark" });
    await expectNoAxeViolations(page);

    // The summary's link takes the owner to the field.
    await subtitle.blur();
    await summary.getByRole("link", { name: "Subtitle" }).click();
    await expect(subtitle).toBeFocused();

    // "especialidade" is not a claim: the warning goes.
    await subtitle.fill("A minha especialidade é o direito fiscal.");
    await expect(warning).toHaveCount(0);
    await expect(summary).toHaveCount(0);
    await subtitle.fill(original);
  } finally {
    await setRules(NO_RULES);
  }
});
