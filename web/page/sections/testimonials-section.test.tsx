// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicTestimonial } from "../../../core/testimonials/testimonial";
import type { BootData } from "../app/boot-data";
import type { Profile } from "../../../core/content/profile-schema";
import { contentFixture as profile } from "../../../content/content-fixture";
import { withContent } from "../../testing/with-content";
import { toPageContent } from "../app/page-content";
import { TestimonialsSection } from "./testimonials-section";

const boot: BootData = {
  page: "home",
  lang: "en",
  languages: { defaultLanguage: "en", published: ["en"] },
  backendUrl: "http://api.test",
  apiKey: "anon-key",
  testimonials: null,
  content: toPageContent(profile),
  alternates: [],
};
const rows: PublicTestimonial[] = [
  {
    id: "b",
    name: "Newest Person",
    company: "Acme",
    relationship: "Client",
    comment: "The newest testimonial, shown first.",
    created_at: "2025-02-01T00:00:00Z",
    lang: "en",
    invited: true,
  },
  {
    id: "a",
    name: "Older Person",
    company: "",
    relationship: "Partner",
    comment: "An older testimonial, shown second.",
    created_at: "2025-01-01T00:00:00Z",
    lang: "pt",
    invited: false,
  },
];
const fallback = profile.testimonials.fallback;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// retry: false in tests only; the page itself keeps TanStack Query's defaults.
const testClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false } } });

function Page({
  client,
  data = boot,
  content = profile,
}: {
  client: QueryClient;
  data?: BootData;
  content?: Profile;
}) {
  return withContent(
    <QueryClientProvider client={client}>
      <TestimonialsSection boot={data} />
    </QueryClientProvider>,
    content,
  );
}

const currentQuote = () =>
  screen
    .getAllByRole("group")
    .map((slide) => slide.querySelector("blockquote")?.textContent);

describe("TestimonialsSection: the list", () => {
  it("shows the fallback, fetches the list with the key, then shows the rows", async () => {
    let respond!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((r) => (respond = r)));
    render(<Page client={testClient()} />);
    expect(
      screen.getByRole("heading", { name: profile.headings.testimonials }),
    ).toBeTruthy();
    expect(
      screen.getByText(profile.headings.testimonialsSubtitle),
    ).toBeTruthy();
    expect(currentQuote()).toEqual([fallback!.comment]);

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(
      "http://api.test/rest/v1/testimonials_public?select=*&order=created_at.desc",
    );
    expect(init.headers).toEqual({
      apikey: "anon-key",
      Authorization: "Bearer anon-key",
    });

    await act(async () => respond(json(200, rows)));
    await waitFor(() => expect(currentQuote()).toEqual([rows[0]!.comment]));
    expect(screen.getByText("Acme • Client")).toBeTruthy();
    expect(screen.queryByText(fallback!.comment)).toBeNull();
    expect(
      screen.getAllByRole("button", { name: /Show testimonial/ }),
    ).toHaveLength(2);
  });

  it("keeps the fallback when the list is empty", async () => {
    fetchMock.mockResolvedValue(json(200, []));
    const client = testClient();
    render(<Page client={client} />);
    await waitFor(() =>
      expect(
        client.getQueryState(["testimonials", boot.backendUrl])?.status,
      ).toBe("success"),
    );
    expect(currentQuote()).toEqual([fallback!.comment]);
  });

  it("keeps the fallback and logs to the console only when the fetch fails", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockResolvedValue(json(500, { message: "down" }));
    render(<Page client={testClient()} />);
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(1));
    expect(String(logged.mock.calls[0]![0])).toContain("testimonials");
    expect(currentQuote()).toEqual([fallback!.comment]);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("keeps the fallback when the network is down", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    render(<Page client={testClient()} />);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(currentQuote()).toEqual([fallback!.comment]);
  });

  it("hydrates server-rendered rows without a mismatch and still refetches", async () => {
    const withRows = { ...boot, testimonials: rows };
    const html = renderToString(<Page client={testClient()} data={withRows} />);
    expect(html).toContain(rows[0]!.comment);
    expect(html).not.toContain(fallback!.comment);
    expect(fetchMock).not.toHaveBeenCalled();

    const fresh = [{ ...rows[1]!, id: "c", comment: "Fresh from the server." }];
    fetchMock.mockResolvedValue(json(200, fresh));
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    // vitest.setup.ts turns any hydration warning into a thrown error.
    const root = await act(async () =>
      hydrateRoot(container, <Page client={testClient()} data={withRows} />),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(container.textContent).toContain("Fresh from the server."),
    );
    act(() => root.unmount());
    container.remove();
  });

  it("takes its headings and fallback from the content", () => {
    const content = {
      ...profile,
      headings: {
        ...profile.headings,
        testimonials: "What Clients Say",
        testimonialsSubtitle: "In their words",
      },
      testimonials: {
        ...profile.testimonials,
        fallback: {
          name: "Ada Example",
          company: "",
          relationship: "" as const,
          comment: "A fallback of its own.",
        },
      },
    };
    fetchMock.mockReturnValue(new Promise(() => {}));
    render(<Page client={testClient()} content={content} />);
    expect(
      screen.getByRole("heading", { name: "What Clients Say" }),
    ).toBeTruthy();
    expect(screen.getByText("In their words")).toBeTruthy();
    expect(currentQuote()).toEqual(["A fallback of its own."]);
    expect(screen.getByText("Ada Example")).toBeTruthy();
  });

  it("server-renders the fallback when there are no rows", () => {
    const html = renderToString(<Page client={testClient()} />);
    expect(html).toContain(fallback!.comment.replace(/'/g, "&#x27;"));
  });

  it("hides companies and shows the disclaimer when the profile says so", async () => {
    const content = {
      ...profile,
      testimonials: {
        ...profile.testimonials,
        hideCompanies: true,
        disclaimer: "Testimonials do not guarantee results.",
      },
    };
    fetchMock.mockResolvedValue(json(200, rows));
    render(<Page client={testClient()} content={content} />);
    await waitFor(() => expect(currentQuote()).toEqual([rows[0]!.comment]));
    expect(screen.queryByText(/Acme/)).toBeNull();
    expect(screen.getByText("Client")).toBeTruthy();
    expect(
      screen.getByText("Testimonials do not guarantee results."),
    ).toBeTruthy();
  });
});

describe("TestimonialsSection: submitting", () => {
  const listThenSubmit = (submit: Response) =>
    fetchMock.mockImplementation(async (url: string) =>
      url.includes("testimonials_public") ? json(200, rows) : submit,
    );

  async function openForm(content = profile) {
    const user = userEvent.setup();
    render(<Page client={testClient()} content={content} />);
    await waitFor(() => expect(currentQuote()).toEqual([rows[0]!.comment]));
    const add = screen.getByRole("button", { name: "Add Your Testimonial" });
    expect(add.getAttribute("aria-expanded")).toBe("false");
    await user.click(add);
    const form = await screen.findByRole("form", {
      name: "Share Your Testimonial",
    });
    expect(add.getAttribute("aria-expanded")).toBe("true");
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText("Name")),
    );
    return { user, add, form };
  }

  it("opens the form lazily, and Cancel closes it and returns focus", async () => {
    listThenSubmit(json(200, { success: true }));
    expect(screen.queryByRole("form")).toBeNull();
    const { user, add, form } = await openForm();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(form.hidden).toBe(true);
    expect(add.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(add);
  });

  it("on success closes the form, thanks the visitor and does not add the submission to the carousel", async () => {
    listThenSubmit(json(200, { success: true }));
    const { user, add, form } = await openForm();
    await user.type(screen.getByLabelText("Name"), "Pending Person");
    await user.type(
      screen.getByLabelText("Testimonial"),
      "This one waits for moderation.",
    );
    await user.click(
      screen.getByLabelText("I agree to have this displayed on the site"),
    );
    await user.click(screen.getByRole("button", { name: "Submit" }));

    const toast = await screen.findByText("Thank you. Coffee on me next time.");
    expect(toast.closest('[role="status"]')?.getAttribute("aria-live")).toBe(
      "polite",
    );
    expect(form.hidden).toBe(true);
    expect(add.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByText("This one waits for moderation.")).toBeNull();
    expect(screen.getAllByRole("group", { hidden: true })).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByText("Thank you. Coffee on me next time.")).toBeNull();
  });
  it("thanks in the owner's own words when she wrote them", async () => {
    listThenSubmit(json(200, { success: true }));
    const { user } = await openForm({
      ...profile,
      tone: {
        enquiryNotice: "",
        enquiryThanks: "",
        thanks: "Thanks, truly.",
        notFound: "",
      },
    });
    await user.type(screen.getByLabelText("Name"), "Pending Person");
    await user.type(
      screen.getByLabelText("Testimonial"),
      "This one waits for moderation.",
    );
    await user.click(
      screen.getByLabelText("I agree to have this displayed on the site"),
    );
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Thanks, truly.")).toBeTruthy();
    expect(screen.queryByText("Thank you. Coffee on me next time.")).toBeNull();
  });
});

describe("TestimonialsSection: the invited mark", () => {
  it('shows "Invited" beside an invited testimonial, unless the owner turns it off', async () => {
    fetchMock.mockImplementation(async () => json(200, rows));
    render(<Page client={testClient()} />);
    await waitFor(() => expect(currentQuote()).toEqual([rows[0]!.comment]));
    expect(screen.getByText("Invited")).toBeTruthy();
    cleanup();
    const content = {
      ...profile,
      testimonials: { ...profile.testimonials, showInvitedMark: false },
    };
    render(<Page client={testClient()} content={content} />);
    await waitFor(() => expect(currentQuote()).toEqual([rows[0]!.comment]));
    expect(screen.queryByText("Invited")).toBeNull();
    expect(screen.getByText("Newest Person")).toBeTruthy();
  });
});

describe("TestimonialsSection: opened from an invitation link", () => {
  const TOKEN = "A".repeat(21) + "_" + "b".repeat(20) + "-";
  const lookup = {
    name: "Ana Lima",
    company: "Lima & Filhos",
    relationship: "Partner",
    note: "Thank you for the merger work.\nA few words would mean a lot.",
    lang: "en",
  };
  const invitationCalls = () =>
    fetchMock.mock.calls.filter(([url]) => url === "/api/invitation");

  /** The list answers its rows, the lookup `answer`, a submission success. */
  const serve = (answer: () => Response) =>
    fetchMock.mockImplementation(async (url: string) =>
      url.includes("testimonials_public")
        ? json(200, rows)
        : url === "/api/invitation"
          ? answer()
          : json(200, { success: true }),
    );

  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => history.replaceState(null, "", "/"));

  const open = (fragment: string) => {
    history.replaceState(null, "", `/?ref=mail#${fragment}`);
    render(<Page client={testClient()} />);
  };

  it("takes the token out of the address, shows the note and fills in the form, and the submission carries the token", async () => {
    serve(() => json(200, lookup));
    open(`invite=${TOKEN}`);
    expect(window.location.hash).toBe("");
    expect(window.location.search).toBe("?ref=mail");
    const note = await screen.findByText(/Thank you for the merger work/);
    expect(
      screen.getByText(`A note from ${profile.name}`).closest("figure"),
    ).toBe(note.closest("figure"));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(JSON.parse(invitationCalls()[0]![1].body)).toEqual({
      token: TOKEN,
    });
    const name = screen.getByLabelText("Name") as HTMLInputElement;
    expect(name.value).toBe("Ana Lima");
    expect((screen.getByLabelText("Company") as HTMLInputElement).value).toBe(
      "Lima & Filhos",
    );
    expect(
      (screen.getByLabelText("Relationship") as HTMLSelectElement).value,
    ).toBe("Partner");
    expect(
      screen
        .getByRole("button", { name: "Add Your Testimonial" })
        .getAttribute("aria-expanded"),
    ).toBe("true");

    const user = userEvent.setup();
    await user.type(
      screen.getByLabelText("Testimonial"),
      "Calm, precise and quick.",
    );
    await user.click(
      screen.getByLabelText("I agree to have this displayed on the site"),
    );
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByText(
      "Your testimonial will appear here once it has been reviewed.",
    );
    const submitted = fetchMock.mock.calls.find(([url]) =>
      String(url).includes("submit-testimonial"),
    )!;
    expect(JSON.parse(submitted[1].body)).toMatchObject({
      name: "Ana Lima",
      invitation: TOKEN,
    });
    expect(screen.queryByText(/Thank you for the merger work/)).toBeNull();
    expect(invitationCalls()).toHaveLength(1);
  });

  it("says a link that does not work no longer works, and offers the ordinary form", async () => {
    serve(() =>
      json(404, { message: "This invitation link is no longer valid" }),
    );
    open(`invite=${TOKEN}`);
    expect(
      await screen.findByText(
        "This invitation link has expired or was already used. You can still leave a testimonial below.",
      ),
    ).toBeTruthy();
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("");
    expect(screen.getByRole("form")).toBeTruthy();
    expect(window.location.hash).toBe("");
  });

  it("does not send a token of the wrong shape, and says the same", async () => {
    serve(() => json(200, lookup));
    open("invite=not-a-token");
    expect(
      await screen.findByText(/This invitation link has expired/),
    ).toBeTruthy();
    expect(invitationCalls()).toHaveLength(0);
  });

  it("says the invitation could not be opened when the lookup fails, and offers the form", async () => {
    serve(() => json(503, { message: "down" }));
    open(`invite=${TOKEN}`);
    expect(
      await screen.findByText(
        "The invitation could not be opened just now. You can still leave a testimonial below.",
        undefined,
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole("form")).toBeTruthy();
  });

  it("leaves a page without an invitation link as it is", async () => {
    serve(() => json(200, lookup));
    history.replaceState(null, "", "/#testimonials");
    render(<Page client={testClient()} />);
    await waitFor(() => expect(currentQuote()).toEqual([rows[0]!.comment]));
    expect(window.location.hash).toBe("#testimonials");
    expect(screen.queryByRole("form")).toBeNull();
    expect(invitationCalls()).toHaveLength(0);
  });
});
