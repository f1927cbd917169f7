// @vitest-environment jsdom
import {
  cleanup,
  fireEvent,
  render,
  screen,
  waitFor,
} from "@testing-library/react";
import { http } from "msw";
import { useState, type ReactNode } from "react";
import { afterEach, expect, it } from "vitest";
import {
  PROFESSIONAL_RULES_DEFAULTS,
  type ProfessionalRulesSettings,
} from "../../../../core/api/professional-rules";
import { apiServer, serveApiInTests } from "../../testing/api-server";
import { professionalRulesKey } from "../../settings/api/query-keys";
import { sessionQueryKey } from "../../shell/api/query-keys";
import { AdminQueryProvider, createAdminQueryClient } from "../../shell/query";
import { TextField } from "../form/content-fields";
import { setAt, type Path } from "../form/document-path";
import { EditorProvider } from "../form/editor-context";
import { FlaggedWordsProvider } from "./flagged-words-context";

serveApiInTests();
afterEach(cleanup);

/** The settings call answers these rules (or this status). */
function serveRules(
  rules: Partial<ProfessionalRulesSettings> | number | "never",
) {
  apiServer.use(
    http.get("/api/admin/professional-rules", async () => {
      if (rules === "never") return new Promise<Response>(() => {});
      if (typeof rules === "number")
        return Response.json({ error: "Failed" }, { status: rules });
      return Response.json({ ...PROFESSIONAL_RULES_DEFAULTS, ...rules });
    }),
  );
}

/** A Portuguese document's fields, over the admin's data layer, signed in. */
function renderPortugueseFields(children: ReactNode) {
  const client = createAdminQueryClient();
  client.setQueryData(sessionQueryKey, { enabled: true, authenticated: true });
  function Editing() {
    const [document, setDocument] = useState<unknown>({});
    return (
      <EditorProvider
        value={{
          lang: "pt",
          document,
          errorAt: () => undefined,
          update: (path: Path, value: unknown) =>
            setDocument((before: unknown) => setAt(before, path, value)),
          touch: () => {},
          idFor: (path: Path) => `content-pt-${path.join("-")}`,
        }}
      >
        <FlaggedWordsProvider>{children}</FlaggedWordsProvider>
      </EditorProvider>
    );
  }
  render(
    <AdminQueryProvider client={client}>
      <Editing />
    </AdminQueryProvider>,
  );
  /** Resolves once the rules have been read (or could not be). */
  const rulesSettled = () =>
    waitFor(() =>
      expect(client.getQueryState(professionalRulesKey)?.status).not.toBe(
        "pending",
      ),
    );
  return { rulesSettled };
}

const subtitle = () => screen.getByRole("textbox", { name: "Subtitle" });
const type = (text: string) =>
  fireEvent.change(subtitle(), { target: { value: text } });
/** The texts that describe the subtitle's control. */
const describing = () =>
  (subtitle().getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? "");

it("warns under a Portuguese field holding “especialista”, describing the field, and not for “especialidade”", async () => {
  serveRules({ bars: ["portugal"] });
  renderPortugueseFields(
    <TextField path={["subtitle"]} label="Subtitle" rows={3} />,
  );
  type("Sou especialista em direito fiscal.");
  const warning = await screen.findByText(
    "Your professional rules flag “especialista”.",
  );
  expect(describing()).toEqual([
    expect.stringContaining(
      "“especialista”: Portuguese rules allow it only for a specialisation certified or recognised by a named body; record yours in Settings → Professional rules.",
    ),
  ]);
  expect(warning.closest("[aria-live]")?.getAttribute("aria-live")).toBe(
    "polite",
  );
  expect(subtitle().getAttribute("aria-invalid")).toBeNull();

  type("A minha especialidade é o direito fiscal.");
  expect(screen.queryByText(/Your professional rules flag/)).toBeNull();
  expect(describing()).toEqual([]);
});

it("looks for both languages' words whatever the edited language", async () => {
  serveRules({ bars: ["new-york"] });
  renderPortugueseFields(<TextField path={["subtitle"]} label="Subtitle" />);
  type("Expert em litígios, resultados garantidos.");
  expect(
    await screen.findByText(
      "Your professional rules flag “Expert”, “garantidos”.",
    ),
  ).toBeTruthy();
});

it("drops the specialist warning once a specialisation is recorded with its body, but keeps “the best”", async () => {
  serveRules({
    bars: ["new-york"],
    specialisations: [
      { area: "Tax law", certifiedBy: "National Board of Trial Advocacy" },
    ],
  });
  renderPortugueseFields(<TextField path={["subtitle"]} label="Subtitle" />);
  type("A certified specialist, and the best at it.");
  await screen.findByText("Your professional rules flag “the best”.");
  expect(describing().join(" ")).not.toMatch(/specialist”/);
  expect(describing().join(" ")).toMatch(
    /“the best”: New York rules treat a comparison/,
  );
});

it("flags nothing with no bar chosen (the “none” preset flags no words)", async () => {
  serveRules({ bars: [] });
  const { rulesSettled } = renderPortugueseFields(
    <TextField path={["subtitle"]} label="Subtitle" />,
  );
  await rulesSettled();
  type("Especialista, expert, the best, guaranteed.");
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByText(/Your professional rules flag/)).toBeNull();
  expect(describing()).toEqual([]);
  // Nothing can be flagged: the fields carry no live region either.
  expect(document.querySelector("[aria-live]")).toBeNull();
});

it("warns of nothing, and lets the owner type, while the rules load or when they cannot be read", async () => {
  serveRules(404); // the server without the settings call
  const { rulesSettled } = renderPortugueseFields(
    <TextField path={["subtitle"]} label="Subtitle" />,
  );
  await rulesSettled();
  type("Especialista garantida.");
  expect((subtitle() as HTMLInputElement).value).toBe(
    "Especialista garantida.",
  );
  expect(screen.queryByText(/Your professional rules flag/)).toBeNull();

  cleanup();
  serveRules("never");
  renderPortugueseFields(<TextField path={["subtitle"]} label="Subtitle" />);
  type("Especialista garantida.");
  expect((subtitle() as HTMLInputElement).value).toBe(
    "Especialista garantida.",
  );
  expect(screen.queryByText(/Your professional rules flag/)).toBeNull();
});

it("does not check an e-mail, a phone number or a link", async () => {
  serveRules({ bars: ["new-york"] });
  renderPortugueseFields(
    <>
      <TextField path={["subtitle"]} label="Subtitle" />
      <TextField path={["email"]} label="E-mail" type="email" />
    </>,
  );
  type("The best.");
  await screen.findByText("Your professional rules flag “The best”.");
  fireEvent.change(screen.getByRole("textbox", { name: "E-mail" }), {
    target: { value: "expert@the-best.example" },
  });
  expect(screen.getAllByText(/Your professional rules flag/)).toHaveLength(1);
});
