// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it, vi } from "vitest";
import { contentFixture as profile } from "../../../../content/content-fixture";
import { withContent } from "../../../testing/with-content";
import { ContactDialog } from "./contact-dialog";

afterEach(cleanup);

it("renders nothing while closed", () => {
  const { container } = render(
    withContent(<ContactDialog open={false} onClose={() => {}} />),
  );
  expect(container.innerHTML).toBe("");
});

it("requires every field and opens a prefilled mail to the owner", async () => {
  const user = userEvent.setup();
  const openUrl = vi.fn();
  const onClose = vi.fn();
  render(
    withContent(<ContactDialog open onClose={onClose} openUrl={openUrl} />),
  );

  const dialog = screen.getByRole("dialog", {
    name: "Let's grab a quick coffee",
  });
  expect(dialog.getAttribute("aria-modal")).toBe("true");
  const name = screen.getByLabelText("Name");
  const email = screen.getByLabelText("Email");
  const message = screen.getByLabelText("Message");
  expect(document.activeElement).toBe(name);
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
  expect(url.pathname).toBe(profile.email);
  expect(url.searchParams.get("subject")).toBe("Coffee Break Request from Ana");
  expect(url.searchParams.get("body")).toContain("Shall we meet?");
  expect(onClose).toHaveBeenCalledTimes(1);
});

it("closes with Cancel and with Escape", async () => {
  const user = userEvent.setup();
  const onClose = vi.fn();
  render(withContent(<ContactDialog open onClose={onClose} />));
  await user.click(screen.getByRole("button", { name: "Cancel" }));
  await user.keyboard("{Escape}");
  expect(onClose).toHaveBeenCalledTimes(2);
});
