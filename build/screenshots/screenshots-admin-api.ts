// `npm run screenshots`' setup: the owner's steps through the admin API of
// the running server (sign in, upload the portrait, publish it, choose the
// enquiry form), and a visitor's testimonial and enquiry through the public
// calls.
import { CONTACT_SETTINGS_DEFAULTS } from "../../core/api/enquiries";
import { SITE_LANGUAGES } from "../../core/site-languages";
import { samplePortrait, SAMPLE_PORTRAIT_ALT } from "./sample-portrait";

async function signIn(url: string, password: string) {
  const login = await fetch(`${url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ password }),
  });
  if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const headers = {
    cookie: login.headers.get("set-cookie")!.split(";")[0]!,
    "x-csrf-token": csrfToken,
    origin: url,
  };
  return async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const res = await fetch(`${url}/api/admin${path}`, {
      ...init,
      headers: { ...headers, ...init.headers },
    });
    if (!res.ok)
      throw new Error(
        `${init.method ?? "GET"} ${path} answered ${res.status}: ${await res.text()}`,
      );
    return (await res.json()) as T;
  };
}

/** The accent of the pictures: a burgundy (#7b2d42), dark enough that every derived colour is tested. */
const SCREENSHOT_ACCENT = "344 47% 33%";

/** Uploads the sample portrait, centred, and publishes the content with it, its alt text and a burgundy accent. */
export async function publishSamplePortrait(url: string, password: string) {
  const call = await signIn(url, password);
  const { portrait } = await call<{ portrait: object }>(
    "/portrait?focus=centre",
    {
      method: "POST",
      body: (await samplePortrait()) as Uint8Array<ArrayBuffer>,
    },
  );
  // The portrait is content: each language's page shows it once its content names it.
  for (const lang of SITE_LANGUAGES) {
    const { published } = await call<{ published: { profile: object } }>(
      `/content/${lang}`,
    );
    await call(`/content/${lang}/publish`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        document: {
          ...published.profile,
          accentColor: SCREENSHOT_ACCENT,
          portrait: { ...portrait, alt: SAMPLE_PORTRAIT_ALT },
        },
        note: "Portrait added",
      }),
    });
  }
}

export const SAMPLE_SUBMISSION = {
  name: "Inês Carvalho",
  company: "Northwind Robotics",
  relationship: "Client",
  comment:
    "She walked our board through the Series A term sheet clause by clause, and we closed two weeks early.",
  consent: true,
};

/** A visitor's submission through the public API, so the admin has a testimonial waiting for moderation. */
export async function submitSampleTestimonial(url: string, apiKey: string) {
  const res = await fetch(`${url}/functions/v1/submit-testimonial`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      apikey: apiKey,
      authorization: `Bearer ${apiKey}`,
    },
    body: JSON.stringify(SAMPLE_SUBMISSION),
  });
  if (!res.ok)
    throw new Error(`a submission answered ${res.status}: ${await res.text()}`);
}

/** Makes "Start a Conversation" open the enquiry form, as an owner would in Settings. */
export async function chooseEnquiryForm(url: string, password: string) {
  const call = await signIn(url, password);
  await call("/contact-settings", {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      ...CONTACT_SETTINGS_DEFAULTS,
      startConversation: "form",
    }),
  });
}

export const SAMPLE_ENQUIRY = {
  name: "Tomás Reis",
  email: "tomas@lumen-health.example",
  company: "Lumen Health",
  otherParties: "Brightwater Capital (the lead investor)",
  message:
    "We are raising a seed round led by Brightwater Capital and have a term sheet to review by the end of the month. Could we talk this week about fees and timing?",
  acknowledged: true,
  lang: "en",
};

/** A prospective client's enquiry through the public call, waiting in the Enquiries tab. */
export async function sendSampleEnquiry(url: string) {
  const res = await fetch(`${url}/api/enquiry`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(SAMPLE_ENQUIRY),
  });
  if (!res.ok)
    throw new Error(`an enquiry answered ${res.status}: ${await res.text()}`);
}
