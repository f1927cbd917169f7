// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it, vi } from "vitest";
import { CONTACT_DICTIONARIES } from "../../i18n/dictionaries";
import { ContactDialog } from "./contact-dialog";

afterEach(cleanup);

const OWNER = "owner@example.com";

function open(lang: "en" | "pt" = "en") {
  const openUrl = vi.fn();
  const onCancel = vi.fn();
  render(
    <ContactDialog
      open
      onClose={() => {}}
      onCancel={onCancel}
      strings={CONTACT_DICTIONARIES[lang].dialog}
      email={OWNER}
      openUrl={openUrl}
    />,
  );
  return { openUrl, onCancel, user: userEvent.setup() };
}

it("requires every field and opens a prefilled mail to the owner", async () => {
  const { openUrl, onCancel, user } = open();
  screen.getByRole("dialog", { name: "Let's grab a quick coffee" });
  const name = screen.getByLabelText("Name");
  const email = screen.getByLabelText("Email");
  const message = screen.getByLabelText("Message");
  for (const input of [name, email, message])
    expect(input.hasAttribute("required")).toBe(true);
  expect(email.getAttribute("type")).toBe("email");

  await user.click(screen.getByRole("button", { name: "Send Message" }));
  expect(openUrl).not.toHaveBeenCalled();

  await user.type(name, "Ana");
  await user.type(email, "ana@example.com");
  await user.type(message, "Shall we meet?");
  await user.click(screen.getByRole("button", { name: "Send Message" }));

  expect(openUrl).toHaveBeenCalledTimes(1);
  const url = new URL(openUrl.mock.calls[0]![0] as string);
  expect(url.protocol).toBe("mailto:");
  expect(url.pathname).toBe(OWNER);
  expect(url.searchParams.get("subject")).toBe("Coffee Break Request from Ana");
  expect(url.searchParams.get("body")).toContain("Shall we meet?");
  expect(onCancel).toHaveBeenCalledTimes(1);
});

it("speaks Portuguese on the Portuguese page, the subject included", async () => {
  const { openUrl, user } = open("pt");
  screen.getByRole("dialog", { name: "Vamos tomar um café?" });
  await user.type(screen.getByLabelText("Nome"), "Ana");
  await user.type(screen.getByLabelText("E-mail"), "ana@example.com");
  await user.type(screen.getByLabelText("Mensagem"), "Um café?");
  await user.click(screen.getByRole("button", { name: "Enviar mensagem" }));
  const url = new URL(openUrl.mock.calls[0]![0] as string);
  expect(url.searchParams.get("subject")).toBe(
    "Pedido de pausa para café de Ana",
  );
});

it("asks to close with Cancel", async () => {
  const { onCancel, user } = open();
  await user.click(screen.getByRole("button", { name: "Cancel" }));
  expect(onCancel).toHaveBeenCalledTimes(1);
});
