// `npm run screenshots`' setup: the owner's steps through the admin API of
// the running server (sign in, upload the portrait, publish it), and a
// visitor's submission through the public one.
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

/** Uploads the sample portrait, centred, and publishes the content with it and its alt text. */
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
