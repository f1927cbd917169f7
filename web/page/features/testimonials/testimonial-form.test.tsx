// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import { render } from "../../../testing/render-with-texts";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SUBMIT_MESSAGES } from "../../../../core/testimonials/submit-call";
import {
  CONSENT_TEXT,
  MESSAGES,
} from "../../../../core/testimonials/testimonial";
import { DICTIONARIES } from "../../i18n/dictionaries";
import TestimonialForm from "./testimonial-form";

const config = { backendUrl: "http://api.test", apiKey: "anon-key" };
let fetchMock: ReturnType<typeof vi.fn>;
let alertMock: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
  alertMock = vi.spyOn(window, "alert").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown, headers = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });

function setup(open = true) {
  const user = userEvent.setup();
  const onSuccess = vi.fn();
  const onCancel = vi.fn();
  const view = render(
    <TestimonialForm
      lang="en"
      dictionary={DICTIONARIES.en}
      open={open}
      config={config}
      privacyHref="/pt/privacidade"
      onSuccess={onSuccess}
      onCancel={onCancel}
    />,
  );
  const field = {
    name: () => screen.getByLabelText("Name") as HTMLInputElement,
    company: () => screen.getByLabelText("Company") as HTMLInputElement,
    relationship: () =>
      screen.getByLabelText("Relationship") as HTMLSelectElement,
    comment: () => screen.getByLabelText("Testimonial") as HTMLTextAreaElement,
    consent: () => screen.getByLabelText(CONSENT_TEXT) as HTMLInputElement,
  };
  const submit = () =>
    user.click(screen.getByRole("button", { name: "Submit" }));
  const fillValid = async () => {
    await user.type(field.name(), "Ana Costa");
    await user.type(field.company(), "Acme");
    await user.selectOptions(field.relationship(), "Client");
    await user.type(field.comment(), "Clear, fast and practical advice.");
    await user.click(field.consent());
  };
  return { user, onSuccess, onCancel, field, submit, fillValid, ...view };
}

const errorOf = (input: HTMLElement) => {
  const id = input.getAttribute("aria-describedby");
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe("TestimonialForm", () => {
  it("has the heading, labelled fields, relationship choices and length limits", () => {
    const { field } = setup();
    expect(
      screen.getByRole("form", { name: "Share Your Testimonial" }),
    ).toBeTruthy();
    expect(
      [...field.relationship().options].map((o) => [o.value, o.text]),
    ).toEqual([
      ["", "Select relationship"],
      ["Client", "Client"],
      ["Colleague", "Colleague"],
      ["Partner", "Partner"],
      ["Other", "Other"],
    ]);
    expect(field.name().maxLength).toBe(100);
    expect(field.company().maxLength).toBe(100);
    expect(field.comment().maxLength).toBe(2000);
    expect(screen.getByRole("button", { name: "Cancel" })).toBeTruthy();
  });

  it("moves focus into the form when it opens", () => {
    const { field, rerender } = setup(false);
    expect(document.activeElement).not.toBe(field.name());
    rerender(
      <TestimonialForm
        lang="en"
        dictionary={DICTIONARIES.en}
        open
        config={config}
        privacyHref="/pt/privacidade"
        onSuccess={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(document.activeElement).toBe(field.name());
  });

  it("flags an empty name, focuses it and sends nothing", async () => {
    const { user, field, submit } = setup();
    await user.type(field.name(), "   ");
    await user.type(field.comment(), "Clear, fast and practical advice.");
    await user.click(field.consent());
    await submit();
    expect(field.name().getAttribute("aria-invalid")).toBe("true");
    expect(field.name().className).toContain("border-red-500");
    expect(errorOf(field.name())).toBe(MESSAGES.nameRequired);
    expect(document.activeElement).toBe(field.name());
    expect(field.company().hasAttribute("aria-invalid")).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for a testimonial when the comment is empty", async () => {
    const { user, field, submit } = setup();
    await user.type(field.name(), "Ana");
    await user.click(field.consent());
    await submit();
    expect(errorOf(field.comment())).toBe("Please enter your testimonial");
    expect(field.comment().getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field.comment());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("requires at least 10 characters after trimming", async () => {
    const { user, field, submit } = setup();
    await user.type(field.name(), "Ana");
    await user.type(field.comment(), "  too short  ");
    await user.click(field.consent());
    await submit();
    expect(errorOf(field.comment())).toBe(
      "Comment must be at least 10 characters",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("counts only characters a reader can see", async () => {
    const { user, field, submit } = setup();
    await user.type(field.name(), "\u200B\u3164");
    await user.type(field.comment(), "Excellent\u2800\u2800\u200B");
    await user.click(field.consent());
    await submit();
    expect(errorOf(field.name())).toBe(MESSAGES.nameRequired);
    expect(errorOf(field.comment())).toBe(MESSAGES.commentTooShort);
    expect(document.activeElement).toBe(field.name());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the message for a direction control pasted into the company", async () => {
    const { user, field, submit, fillValid } = setup();
    await fillValid();
    await user.type(field.company(), "\u202E");
    await submit();
    expect(field.company().getAttribute("aria-invalid")).toBe("true");
    expect(errorOf(field.company())).toBe(MESSAGES.directionControls);
    expect(document.activeElement).toBe(field.company());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("requires consent and says so", async () => {
    const { user, field, submit } = setup();
    await user.type(field.name(), "Ana");
    await user.type(field.comment(), "Clear, fast and practical advice.");
    await submit();
    expect(errorOf(field.consent())).toBe(MESSAGES.consentRequired);
    expect(document.activeElement).toBe(field.consent());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows every error at once and focuses the first invalid field", async () => {
    const { field, submit } = setup();
    await submit();
    expect(errorOf(field.name())).toBe(MESSAGES.nameRequired);
    expect(errorOf(field.comment())).toBe(MESSAGES.commentRequired);
    expect(errorOf(field.consent())).toBe(MESSAGES.consentRequired);
    expect(errorOf(field.company())).toBeUndefined();
    expect(document.activeElement).toBe(field.name());
  });

  it("posts the original API's body and headers, shows 'Submitting...', then resets", async () => {
    let respond!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (respond = resolve)));
    const { field, submit, fillValid, onSuccess } = setup();
    await fillValid();
    await submit();

    const button = screen.getByRole("button", { name: "Submitting..." });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("http://api.test/functions/v1/submit-testimonial");
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({
      "Content-Type": "application/json",
      apikey: "anon-key",
      Authorization: "Bearer anon-key",
    });
    expect(JSON.parse(init.body)).toEqual({
      name: "Ana Costa",
      company: "Acme",
      relationship: "Client",
      comment: "Clear, fast and practical advice.",
      consent: true,
      website: "",
      lang: "en",
    });

    respond(json(200, { success: true }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(field.name().value).toBe("");
    expect(field.company().value).toBe("");
    expect(field.relationship().value).toBe("");
    expect(field.comment().value).toBe("");
    expect(field.consent().checked).toBe(false);
    expect(
      (screen.getByRole("button", { name: "Submit" }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
    expect(alertMock).not.toHaveBeenCalled();
  });

  it("alerts the server's message and keeps everything on failure", async () => {
    fetchMock.mockResolvedValue(
      json(400, { success: false, error: "Name contains a link" }),
    );
    const { field, submit, fillValid, onSuccess } = setup();
    await fillValid();
    await submit();
    await waitFor(() =>
      expect(alertMock).toHaveBeenCalledWith("Name contains a link"),
    );
    expect(onSuccess).not.toHaveBeenCalled();
    expect(field.name().value).toBe("Ana Costa");
    expect(field.company().value).toBe("Acme");
    expect(field.relationship().value).toBe("Client");
    expect(field.comment().value).toBe("Clear, fast and practical advice.");
    expect(field.consent().checked).toBe(true);
    expect(screen.getByRole("form")).toBeTruthy();
  });

  it("falls back to 'Failed to submit testimonial' when the error has no text", async () => {
    fetchMock.mockResolvedValue(
      new Response("<html>Bad gateway</html>", { status: 502 }),
    );
    const { submit, fillValid } = setup();
    await fillValid();
    await submit();
    await waitFor(() =>
      expect(alertMock).toHaveBeenCalledWith("Failed to submit testimonial"),
    );
  });

  it("gives the size message for a 413, whether the server or a proxy's HTML page says it", async () => {
    fetchMock.mockResolvedValueOnce(
      json(413, { success: false, error: SUBMIT_MESSAGES.tooLarge }),
    );
    fetchMock.mockResolvedValueOnce(
      new Response(
        "<html><head><title>413 Request Entity Too Large</title></head><body><center><h1>413 Request Entity Too Large</h1></center><hr><center>nginx</center></body></html>",
        { status: 413, headers: { "Content-Type": "text/html" } },
      ),
    );
    const { submit, fillValid } = setup();
    await fillValid();
    await submit();
    await waitFor(() =>
      expect(alertMock).toHaveBeenCalledWith(SUBMIT_MESSAGES.tooLarge),
    );
    await submit();
    await waitFor(() => expect(alertMock).toHaveBeenCalledTimes(2));
    expect(alertMock).toHaveBeenLastCalledWith(SUBMIT_MESSAGES.tooLarge);
  });

  it("asks to try again when the network fails", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const { field, submit, fillValid } = setup();
    await fillValid();
    await submit();
    await waitFor(() =>
      expect(alertMock).toHaveBeenCalledWith(
        "Failed to submit testimonial. Please try again.",
      ),
    );
    expect(field.comment().value).toBe("Clear, fast and practical advice.");
  });

  it("tells the visitor to try later when rate-limited (429)", async () => {
    fetchMock.mockResolvedValueOnce(
      json(
        429,
        {
          success: false,
          error: "Too many submissions. Try again in an hour.",
        },
        { "Retry-After": "3600" },
      ),
    );
    fetchMock.mockResolvedValueOnce(json(429, {}));
    const { field, submit, fillValid, onSuccess } = setup();
    await fillValid();
    await submit();
    await waitFor(() =>
      expect(alertMock).toHaveBeenCalledWith(
        "Too many submissions. Try again in an hour.",
      ),
    );
    await submit();
    await waitFor(() =>
      expect(alertMock).toHaveBeenLastCalledWith(
        "Too many submissions. Please try again later.",
      ),
    );
    expect(onSuccess).not.toHaveBeenCalled();
    expect(field.name().value).toBe("Ana Costa");
  });

  it("clears a field's error when it is edited and keeps the draft on cancel", async () => {
    const { user, field, submit, onCancel } = setup();
    await submit();
    await user.type(field.name(), "Ana");
    expect(field.name().hasAttribute("aria-invalid")).toBe(false);
    expect(errorOf(field.comment())).toBe(MESSAGES.commentRequired);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(field.name().value).toBe("Ana");
  });

  it("keeps the honeypot out of the tab order and away from assistive tech", () => {
    const { container } = setup();
    const trap = container.querySelector<HTMLInputElement>(
      'input[name="website"]',
    )!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.autocomplete).toBe("off");
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("links the privacy notice beside the consent, in a new tab that leaves the form as it is", () => {
    setup();
    const link = screen.getByRole("link", {
      name: /^How your testimonial is handled ?\(opens in a new tab\)$/,
    });
    expect(link.getAttribute("href")).toBe("/pt/privacidade");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener");
  });
});

describe("TestimonialForm opened from an invitation", () => {
  const invitation = {
    token: "t".repeat(43),
    name: "Ana Lima",
    company: "Lima & Filhos",
    relationship: "Partner" as const,
  };
  const renderInvited = () =>
    render(
      <TestimonialForm
        lang="pt"
        dictionary={DICTIONARIES.pt}
        open
        config={config}
        privacyHref="/pt/privacidade"
        invitation={invitation}
        onSuccess={() => {}}
        onCancel={() => {}}
      />,
      { lang: "pt" },
    );

  it("starts filled in, editable, with focus on the testimonial", async () => {
    const user = userEvent.setup();
    renderInvited();
    const name = screen.getByLabelText("Nome") as HTMLInputElement;
    expect(name.value).toBe("Ana Lima");
    expect((screen.getByLabelText("Empresa") as HTMLInputElement).value).toBe(
      "Lima & Filhos",
    );
    expect((screen.getByLabelText("Relação") as HTMLSelectElement).value).toBe(
      "Partner",
    );
    expect(document.activeElement).toBe(screen.getByLabelText("Testemunho"));
    await user.clear(name);
    await user.type(name, "Ana M. Lima");
    expect(name.value).toBe("Ana M. Lima");
  });

  it("sends the link's token with the submission", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json(200, { success: true }));
    renderInvited();
    await user.type(
      screen.getByLabelText("Testemunho"),
      "Conselhos claros e rápidos.",
    );
    await user.click(screen.getByLabelText(DICTIONARIES.pt.form.consent));
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toMatchObject({
      name: "Ana Lima",
      company: "Lima & Filhos",
      relationship: "Partner",
      lang: "pt",
      invitation: invitation.token,
    });
  });

  it("gives the size message in the page's language for a 413", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      json(413, { success: false, error: SUBMIT_MESSAGES.tooLarge }),
    );
    renderInvited();
    await user.type(
      screen.getByLabelText("Testemunho"),
      "Conselhos claros e rápidos.",
    );
    await user.click(screen.getByLabelText(DICTIONARIES.pt.form.consent));
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    await waitFor(() =>
      expect(alertMock).toHaveBeenCalledWith(
        "O envio é demasiado grande (no máximo 16 KiB)",
      ),
    );
  });
});
