// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it, vi } from "vitest";
import { ENQUIRY_LIMITS } from "../../../../core/enquiries/enquiry";
import { CONTACT_DICTIONARIES } from "../../i18n/dictionaries";
import { EnquiryForm } from "./enquiry-form";
import type { sendEnquiry } from "./send-enquiry";

afterEach(cleanup);

function renderForm(
  lang: "en" | "pt",
  send: typeof sendEnquiry = vi.fn(async () => ({ ok: true as const })),
  own: { notice?: string; thanks?: string } = {},
) {
  render(
    <EnquiryForm
      lang={lang}
      texts={CONTACT_DICTIONARIES[lang].enquiry}
      {...own}
      privacyHref={lang === "en" ? "/privacy" : "/pt/privacidade"}
      opensInNewTab=" (opens in a new tab)"
      titleId="title"
      onCancel={() => {}}
      send={send}
    />,
  );
  return { user: userEvent.setup(), send };
}

it("has the browser's own checks, so it works as posted without the script", () => {
  renderForm("en");
  const name = screen.getByLabelText("Name");
  const email = screen.getByLabelText("E-mail");
  expect(name.hasAttribute("required")).toBe(true);
  expect(name.getAttribute("maxlength")).toBe(String(ENQUIRY_LIMITS.nameMax));
  expect(email.getAttribute("type")).toBe("email");
  expect(email.hasAttribute("required")).toBe(true);
  expect(screen.getByLabelText("Company").hasAttribute("required")).toBe(false);
  expect(
    screen.getByLabelText("Other parties involved").getAttribute("maxlength"),
  ).toBe(String(ENQUIRY_LIMITS.partiesMax));
  expect(screen.getByLabelText("Message").getAttribute("maxlength")).toBe(
    String(ENQUIRY_LIMITS.messageMax),
  );
  const box = screen.getByRole("checkbox", {
    name: "I have read and understood this notice",
  });
  expect(box.hasAttribute("required")).toBe(true);
  expect(box.getAttribute("name")).toBe("acknowledged");
  // The notice describes the box it is acknowledged with.
  expect(box.getAttribute("aria-describedby")).toContain(
    screen.getByText(/does not create a lawyer–client relationship/).id,
  );
  expect(
    screen.getByRole("link", { name: /How your message is handled/ }),
  ).toHaveProperty("pathname", "/privacy");
});

it("refuses, in Portuguese, what the rules refuse, and sends nothing", async () => {
  const { user, send } = renderForm("pt");
  await user.click(screen.getByRole("button", { name: "Enviar" }));
  expect(send).not.toHaveBeenCalled();
  expect(screen.getByText("Indique o seu nome")).toBeTruthy();
  expect(screen.getByText("Indique o seu endereço de e-mail")).toBeTruthy();
  expect(screen.getByText("Escreva a sua mensagem")).toBeTruthy();
  expect(
    screen.getByText("Confirme que leu o aviso antes de enviar"),
  ).toBeTruthy();
  expect(document.activeElement).toBe(screen.getByLabelText("Nome"));

  await user.type(screen.getByLabelText("Nome"), "Ana Lima");
  await user.type(screen.getByLabelText("E-mail"), "not an address");
  await user.type(screen.getByLabelText("Mensagem"), "Preciso de ajuda.");
  await user.click(screen.getByRole("button", { name: "Enviar" }));
  expect(screen.getByText("Indique um endereço de e-mail válido")).toBeTruthy();
  expect(screen.getByLabelText("E-mail").getAttribute("aria-invalid")).toBe(
    "true",
  );
  expect(send).not.toHaveBeenCalled();
});

it("is refused without the acknowledgement, then sends and confirms in the owner's words", async () => {
  const { user, send } = renderForm("en", undefined, {
    notice: "Writing creates no engagement.",
    thanks: "I answer within a day.",
  });
  expect(screen.getByText("Writing creates no engagement.")).toBeTruthy();
  await user.type(screen.getByLabelText("Name"), "Ana Lima");
  await user.type(screen.getByLabelText("E-mail"), "ana@example.com");
  await user.type(screen.getByLabelText("Other parties involved"), "Acme Lda");
  await user.type(screen.getByLabelText("Message"), "A contract to review.");
  await user.click(screen.getByRole("button", { name: "Send" }));
  expect(
    screen.getByText("Please confirm you have read the notice before sending"),
  ).toBeTruthy();
  expect(send).not.toHaveBeenCalled();

  await user.click(screen.getByRole("checkbox"));
  await user.click(screen.getByRole("button", { name: "Send" }));
  expect(send).toHaveBeenCalledWith({
    name: "Ana Lima",
    email: "ana@example.com",
    company: "",
    otherParties: "Acme Lda",
    message: "A contract to review.",
    acknowledged: true,
    website: "",
    lang: "en",
  });
  expect(screen.getByRole("status").textContent).toContain(
    "I answer within a day.",
  );
  expect(document.activeElement).toBe(
    screen.getByRole("button", { name: "Close" }),
  );
});

it("shows the server's refusals by field, translated, and a rate limit in its own words", async () => {
  const send = vi
    .fn<typeof sendEnquiry>()
    .mockResolvedValueOnce({
      ok: false,
      status: 400,
      errors: { email: "E-mail must be an e-mail address" },
    })
    .mockResolvedValueOnce({ ok: false, status: 429, errors: {} });
  const { user } = renderForm("pt", send);
  await user.type(screen.getByLabelText("Nome"), "Ana Lima");
  await user.type(screen.getByLabelText("E-mail"), "ana@example.com");
  await user.type(screen.getByLabelText("Mensagem"), "Olá.");
  await user.click(screen.getByRole("checkbox"));
  await user.click(screen.getByRole("button", { name: "Enviar" }));
  expect(screen.getByText("Indique um endereço de e-mail válido")).toBeTruthy();
  await user.click(screen.getByRole("button", { name: "Enviar" }));
  expect(screen.getByRole("alert").textContent).toBe(
    "Demasiadas mensagens. Tente novamente mais tarde.",
  );
});
