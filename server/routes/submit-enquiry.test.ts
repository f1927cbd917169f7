// The enquiry call over real HTTP on each store, in both encodings: the
// page's script (JSON) and the plain form (a redirect back to the page).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ENQUIRY_LIMITS, ENQUIRY_MESSAGES } from "../../core/enquiries/enquiry";
import { HONEYPOT_FIELD } from "../../core/testimonials/testimonial";
import { loadConfig } from "../config";
import { setLogSink } from "../log";
import { seedContent } from "../store/repos/content/seed-content";
import { startTestApp, type TestApp } from "../testing/http-app";
import { SAMPLE_ENQUIRY } from "../testing/sample-enquiry";
import { SAMPLE_SUBMISSION } from "../testing/sample-submission";
import {
  openTestStore,
  STORE_KINDS,
  type TestStore,
} from "../testing/test-stores";
import { TOO_MANY_ENQUIRIES } from "./enquiry-answers";
import {
  ENQUIRY_CALL_MESSAGES,
  MAX_ENQUIRY_BYTES,
  submitEnquiryRoutes,
} from "./submit-enquiry";

const PATH = "/api/enquiry";
const M = ENQUIRY_MESSAGES;
const FORM = {
  name: SAMPLE_ENQUIRY.name,
  email: SAMPLE_ENQUIRY.email,
  company: SAMPLE_ENQUIRY.company,
  otherParties: SAMPLE_ENQUIRY.otherParties,
  message: SAMPLE_ENQUIRY.message,
  acknowledged: "on",
  lang: "en",
  [HONEYPOT_FIELD]: "",
};
/** Every text field at its limit, in characters of three UTF-8 bytes each (the e-mail in ASCII, as its rule wants). */
const LONGEST = {
  name: "名".repeat(ENQUIRY_LIMITS.nameMax),
  email: `${"r".repeat(ENQUIRY_LIMITS.emailMax - 12)}@example.com`,
  company: "社".repeat(ENQUIRY_LIMITS.companyMax),
  otherParties: "当".repeat(ENQUIRY_LIMITS.partiesMax),
  message: "字".repeat(ENQUIRY_LIMITS.messageMax),
};

let logged = "";
beforeEach(() => {
  logged = "";
  return setLogSink((line) => (logged += line));
});

describe.each(STORE_KINDS)("the enquiry call on %s", (kind) => {
  let t: TestStore;
  let app: TestApp;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    t = await openTestStore(kind);
    app = await start({ ENQUIRY_LIMIT_PER_HOUR: "1000" });
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await t?.destroy();
  });
  beforeEach(async () => {
    await t.reset();
    // The reset writes behind the languages' cache.
    t.store.changed();
  });

  async function start(env: Record<string, string>) {
    const started = await startTestApp(t.store, env);
    apps.push(started);
    return started;
  }
  const post = (
    body: BodyInit,
    type: string | null,
    target = app,
  ): Promise<Response> =>
    fetch(target.url + PATH, {
      method: "POST",
      headers: type === null ? {} : { "content-type": type },
      body,
      redirect: "manual",
    });
  const postJson = (body: unknown, target = app) =>
    post(
      typeof body === "string" ? body : JSON.stringify(body),
      "application/json",
      target,
    );
  const postForm = (fields: Record<string, string>, target = app) =>
    post(
      new URLSearchParams(fields).toString(),
      "application/x-www-form-urlencoded",
      target,
    );
  const stored = async () => (await t.store.enquiries.list()).enquiries;
  const redirectOf = (res: Response) => {
    expect(res.status).toBe(303);
    return res.headers.get("location");
  };

  describe("from the page's script (JSON)", () => {
    it("stores a valid enquiry as the rules normalise it and answers 201 {ok:true}", async () => {
      const res = await postJson({
        ...SAMPLE_ENQUIRY,
        name: "  Rui Costa ",
        message: "Line one\r\nLine two ",
        company: null,
        lang: "en",
      });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ ok: true });
      const [row] = await stored();
      expect(row).toMatchObject({
        name: "Rui Costa",
        email: SAMPLE_ENQUIRY.email,
        company: "",
        otherParties: SAMPLE_ENQUIRY.otherParties,
        message: "Line one\nLine two",
        lang: "en",
        readAt: null,
      });
      expect(logged).toContain('"message":"enquiry received"');
      // The sender's details stay out of the log.
      expect(logged).not.toContain(SAMPLE_ENQUIRY.email);
    });

    it("refuses each broken rule with 400, naming the field, and stores nothing", async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ name: undefined }, "name", "Name must be text"],
        [{ name: " \u200B " }, "name", M.nameRequired],
        [{ name: "x".repeat(101) }, "name", M.nameTooLong],
        [{ name: "Rui\nCosta" }, "name", expect.any(String)],
        [{ email: "" }, "email", M.emailRequired],
        [{ email: "rui at example.com" }, "email", M.emailInvalid],
        [{ email: `${"r".repeat(190)}@example.com` }, "email", M.emailTooLong],
        [{ company: "c".repeat(101) }, "company", M.companyTooLong],
        [{ otherParties: "p".repeat(501) }, "otherParties", M.partiesTooLong],
        [{ message: "\n \n" }, "message", M.messageRequired],
        [{ message: "m".repeat(5001) }, "message", M.messageTooLong],
        [{ message: "Hi \u202E there" }, "message", expect.any(String)],
        [{ acknowledged: false }, "acknowledged", M.acknowledgementRequired],
        [{ acknowledged: "true" }, "acknowledged", M.acknowledgementRequired],
        [
          { acknowledged: undefined },
          "acknowledged",
          M.acknowledgementRequired,
        ],
      ];
      for (const [change, field, message] of cases) {
        const res = await postJson({ ...SAMPLE_ENQUIRY, ...change });
        const label = JSON.stringify(change);
        expect(res.status, label).toBe(400);
        const body = (await res.json()) as {
          error: string;
          errors: Record<string, string>;
        };
        expect(body.error, label).toEqual(message);
        expect(body.errors, label).toEqual({ [field]: message });
      }
      const several = await postJson({ name: "", email: "x", message: "" });
      expect(((await several.json()) as { errors: object }).errors).toEqual({
        name: M.nameRequired,
        email: M.emailInvalid,
        message: M.messageRequired,
        acknowledged: M.acknowledgementRequired,
      });
      expect(await stored()).toEqual([]);
    });

    it("refuses bad JSON, a body that is no object, text that is not UTF-8 and other content types, in JSON", async () => {
      const refusals: [Promise<Response>, number, string][] = [
        [postJson("{name:"), 400, ENQUIRY_CALL_MESSAGES.notJson],
        [postJson(""), 400, ENQUIRY_CALL_MESSAGES.notJson],
        [postJson([SAMPLE_ENQUIRY]), 400, ENQUIRY_CALL_MESSAGES.notObject],
        [postJson("null"), 400, ENQUIRY_CALL_MESSAGES.notObject],
        [
          post(new Uint8Array([0x7b, 0xff, 0x7d]), "application/json"),
          400,
          ENQUIRY_CALL_MESSAGES.notUtf8,
        ],
        [
          post(JSON.stringify(SAMPLE_ENQUIRY), "text/plain"),
          415,
          ENQUIRY_CALL_MESSAGES.contentType,
        ],
        [
          post(JSON.stringify(SAMPLE_ENQUIRY), null),
          415,
          ENQUIRY_CALL_MESSAGES.contentType,
        ],
        [
          post("--x\r\n\r\n--x--", "multipart/form-data; boundary=x"),
          415,
          ENQUIRY_CALL_MESSAGES.contentType,
        ],
      ];
      for (const [pending, status, error] of refusals) {
        const res = await pending;
        expect(res.status, error).toBe(status);
        expect(await res.json()).toEqual({ error });
      }
      expect(await stored()).toEqual([]);
    });

    it("takes the longest valid enquiry and refuses a body over the limit with 413", async () => {
      const longest = JSON.stringify({ ...SAMPLE_ENQUIRY, ...LONGEST });
      expect(Buffer.byteLength(longest)).toBeLessThan(MAX_ENQUIRY_BYTES.json);
      expect((await postJson(longest)).status).toBe(201);
      const tooLarge = await postJson({
        ...SAMPLE_ENQUIRY,
        padding: "x".repeat(MAX_ENQUIRY_BYTES.json),
      });
      expect(tooLarge.status).toBe(413);
      expect(await tooLarge.json()).toEqual({
        error: ENQUIRY_CALL_MESSAGES.tooLarge,
      });
      // A chunked body (no Content-Length) is counted as it arrives.
      const chunks = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < 30; i++)
            controller.enqueue(new Uint8Array(4096).fill(0x20));
          controller.close();
        },
      });
      const streamed = await fetch(app.url + PATH, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: chunks,
        duplex: "half",
      } as RequestInit);
      expect(streamed.status).toBe(413);
      expect(await stored()).toHaveLength(1);
    });

    it("answers a filled trap as if stored and stores nothing; an empty or non-string trap is no trap", async () => {
      for (const trap of ["http://spam.example", " x "]) {
        const res = await postJson({
          ...SAMPLE_ENQUIRY,
          [HONEYPOT_FIELD]: trap,
        });
        expect(res.status).toBe(201);
        expect(await res.json()).toEqual({ ok: true });
      }
      // Even a body that breaks the rules learns nothing.
      const broken = await postJson({ [HONEYPOT_FIELD]: "http://spam" });
      expect(broken.status).toBe(201);
      expect(await stored()).toEqual([]);
      expect(logged).toContain('"message":"honeypot enquiry ignored"');
      for (const [n, trap] of ["", "  ", false, 0, null].entries()) {
        const res = await postJson({
          ...SAMPLE_ENQUIRY,
          message: `Message ${n}`,
          [HONEYPOT_FIELD]: trap,
        });
        expect(res.status, JSON.stringify(trap)).toBe(201);
      }
      expect(await stored()).toHaveLength(5);
    });

    it("limits each address to ENQUIRY_LIMIT_PER_HOUR enquiries, with Retry-After, apart from testimonials", async () => {
      const limited = await start({
        ENQUIRY_LIMIT_PER_HOUR: "2",
        SUBMIT_LIMIT_PER_HOUR: "3",
      });
      const send = (n: number) =>
        postJson({ ...SAMPLE_ENQUIRY, message: `Enquiry ${n}` }, limited);
      expect((await send(1)).status).toBe(201);
      expect((await send(2)).status).toBe(201);
      const third = await send(3);
      expect(third.status).toBe(429);
      expect(await third.json()).toEqual({ error: TOO_MANY_ENQUIRIES });
      const retry = Number(third.headers.get("retry-after"));
      expect(retry).toBeGreaterThan(0);
      expect(retry).toBeLessThanOrEqual(3600);
      // The plain form is told so on the page.
      expect(
        redirectOf(await postForm({ ...FORM, message: "Again" }, limited)),
      ).toBe("/contact?refused=rate");
      expect(await stored()).toHaveLength(2);
      // The testimonial form keeps its own allowance.
      const testimonial = await fetch(
        `${limited.url}/functions/v1/submit-testimonial`,
        {
          method: "POST",
          headers: {
            apikey: "test-key",
            authorization: "Bearer test-key",
            "content-type": "application/json",
          },
          body: JSON.stringify(SAMPLE_SUBMISSION),
        },
      );
      expect(testimonial.status).toBe(200);
    });
  });

  describe("from the plain form (no script)", () => {
    it("stores a valid post and sends the visitor back to the contact page with sent=1", async () => {
      const res = await postForm({ ...FORM, name: "Rui+Costa & Filhos" });
      expect(redirectOf(res)).toBe("/contact?sent=1");
      const [row] = await stored();
      expect(row).toMatchObject({
        name: "Rui+Costa & Filhos",
        message: SAMPLE_ENQUIRY.message,
        otherParties: SAMPLE_ENQUIRY.otherParties,
        lang: "en",
      });
      // Optional fields may be left out altogether; "true" ticks the box too.
      const { company, otherParties, ...required } = FORM;
      void company;
      void otherParties;
      expect(
        redirectOf(
          await postForm({
            ...required,
            message: "Another one",
            acknowledged: "true",
          }),
        ),
      ).toBe("/contact?sent=1");
      expect(await stored()).toHaveLength(2);
    });

    it("sends the visitor back with refused=<the first invalid field>, storing nothing", async () => {
      const { acknowledged, ...unticked } = FORM;
      void acknowledged;
      const cases: [Record<string, string>, string][] = [
        [{ ...FORM, name: " " }, "name"],
        [{ ...FORM, name: "", email: "nope" }, "name"],
        [{ ...FORM, email: "nope" }, "email"],
        [{ ...FORM, company: "c".repeat(101) }, "company"],
        [{ ...FORM, otherParties: "p".repeat(501) }, "otherParties"],
        [{ ...FORM, message: "" }, "message"],
        [unticked, "acknowledged"],
        [{ ...FORM, acknowledged: "off" }, "acknowledged"],
      ];
      for (const [fields, code] of cases)
        expect(redirectOf(await postForm(fields)), code).toBe(
          `/contact?refused=${code}`,
        );
      // A body too large, or not UTF-8, is no field's fault.
      expect(
        redirectOf(
          await postForm({
            ...FORM,
            message: "m".repeat(MAX_ENQUIRY_BYTES.form),
          }),
        ),
      ).toBe("/contact?refused=invalid");
      expect(
        redirectOf(
          await post(
            new Uint8Array([0x6e, 0x3d, 0xff]),
            "application/x-www-form-urlencoded",
          ),
        ),
      ).toBe("/contact?refused=invalid");
      expect(await stored()).toEqual([]);
    });

    it("takes the longest valid enquiry, every character percent-encoded", async () => {
      const body = new URLSearchParams({ ...FORM, ...LONGEST }).toString();
      expect(body.length).toBeLessThan(MAX_ENQUIRY_BYTES.form);
      const res = await post(body, "application/x-www-form-urlencoded");
      expect(redirectOf(res)).toBe("/contact?sent=1");
      expect((await stored())[0]?.message).toBe(LONGEST.message);
    });

    it("answers a filled trap as sent and stores nothing", async () => {
      const res = await postForm({ ...FORM, [HONEYPOT_FIELD]: "spam.example" });
      expect(redirectOf(res)).toBe("/contact?sent=1");
      expect(await stored()).toEqual([]);
    });
  });

  describe("the page's language", () => {
    const withDefault = async (lang: string, hidden: string[]) => {
      await t.store.db.query(
        "UPDATE site_languages SET default_language = $1, hidden = $2",
        [lang, hidden],
      );
      t.store.changed();
    };
    const langs = async () => (await stored()).map((row) => row.lang).sort();

    it("stores a published language and sends the visitor back to its pages", async () => {
      await seedContent(t.store);
      t.store.changed();
      expect(redirectOf(await postForm({ ...FORM, lang: "pt" }))).toBe(
        "/pt/contact?sent=1",
      );
      expect(
        redirectOf(await postForm({ ...FORM, lang: "pt", email: "x" })),
      ).toBe("/pt/contact?refused=email");
      expect(
        (await postJson({ ...SAMPLE_ENQUIRY, message: "Two", lang: "pt" }))
          .status,
      ).toBe(201);
      expect(await langs()).toEqual(["pt", "pt"]);

      // Portuguese at /: English pages carry the prefix now.
      await withDefault("pt", []);
      expect(
        redirectOf(await postForm({ ...FORM, message: "Three", lang: "en" })),
      ).toBe("/en/contact?sent=1");
      expect(
        redirectOf(await postForm({ ...FORM, message: "Four", lang: "pt" })),
      ).toBe("/contact?sent=1");
    });

    it("takes the default for an unpublished, unknown or missing language, and never refuses for it", async () => {
      // Nothing but the default is published on an empty store.
      for (const lang of ["pt", "xx", "PT", "", "en"])
        expect(
          redirectOf(await postForm({ ...FORM, message: `To ${lang}`, lang })),
          lang,
        ).toBe("/contact?sent=1");
      for (const lang of [undefined, 7, null, ["pt"], "pt"])
        expect(
          (
            await postJson({
              ...SAMPLE_ENQUIRY,
              message: `Via ${JSON.stringify(lang)}`,
              lang,
            })
          ).status,
        ).toBe(201);
      expect(await langs()).toEqual(Array(10).fill("en"));
      // A hidden language is not published either.
      await seedContent(t.store);
      await withDefault("en", ["pt"]);
      expect(
        redirectOf(await postForm({ ...FORM, message: "Hidden", lang: "pt" })),
      ).toBe("/contact?sent=1");
      expect(await langs()).toEqual(Array(11).fill("en"));
    });
  });
});

describe("the enquiry call when the store fails", () => {
  const failing = () => Promise.reject(new Error("connection lost"));
  const routes = (languagesFail: boolean) =>
    submitEnquiryRoutes(loadConfig({}), {
      enquiries: { submit: failing } as never,
      languages: {
        get: languagesFail
          ? failing
          : async () => ({ defaultLanguage: "en", published: ["en", "pt"] }),
      } as never,
      clientKeys: {
        forAddress: async (address: string) => ({
          current: address,
          previous: null,
        }),
      } as never,
    });
  const send = (languagesFail: boolean, type: string, body: string) =>
    routes(languagesFail).request(PATH, {
      method: "POST",
      headers: { "content-type": type },
      body,
    });

  it("answers 503 in JSON and sends the plain form back with refused=invalid, never a 500", async () => {
    for (const languagesFail of [false, true]) {
      const res = await send(
        languagesFail,
        "application/json",
        JSON.stringify({ ...SAMPLE_ENQUIRY, lang: "pt" }),
      );
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        error: ENQUIRY_CALL_MESSAGES.unavailable,
      });
      const form = await send(
        languagesFail,
        "application/x-www-form-urlencoded",
        new URLSearchParams({ ...FORM, lang: "pt" }).toString(),
      );
      expect(form.status).toBe(303);
      expect(form.headers.get("location")).toBe(
        languagesFail
          ? "/contact?refused=invalid"
          : "/pt/contact?refused=invalid",
      );
    }
    expect(logged).toContain('"message":"store failure on enquiry"');
  });
});
