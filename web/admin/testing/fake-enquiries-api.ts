import { http } from "msw";
import {
  CONTACT_SETTINGS_DEFAULTS,
  KEEP_MONTHS,
  type AdminEnquiry,
  type ContactSettings,
  type EnquiryChange,
  type EnquiryList,
} from "../../../core/api/enquiries";
import { apiServer } from "./api-server";

type Answer = (call: { id: string; body: unknown }) => Response;

const json = (body: unknown, status = 200) => Response.json(body, { status });

/**
 * An in-memory stand-in for /api/admin/enquiries and /contact-settings, for
 * component tests, beside `fakeAdminApi` (call that first: it answers the
 * session). Like the server, it refuses a state-changing call without the
 * session's CSRF token, and a retention period out of range with a message
 * naming the field.
 */
export function fakeEnquiriesApi(
  enquiries: AdminEnquiry[],
  settings: ContactSettings = { ...CONTACT_SETTINGS_DEFAULTS },
) {
  const calls: string[] = [];
  const saved = { settings };

  const route = (
    method: "get" | "patch" | "delete" | "post" | "put",
    path: string,
    answer: Answer,
  ) =>
    http[method](`/api/admin${path}`, async ({ request, params }) => {
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}`);
      if (
        request.method !== "GET" &&
        request.headers.get("x-csrf-token") !== "csrf"
      )
        return json({ error: "Missing or wrong CSRF token" }, 403);
      const text = await request.text();
      return answer({
        id: String(params.id ?? ""),
        body: text ? JSON.parse(text) : undefined,
      });
    });

  const found =
    (act: (enquiry: AdminEnquiry, body: unknown) => Response): Answer =>
    ({ id, body }) => {
      const enquiry = enquiries.find((each) => each.id === id);
      return enquiry
        ? act(enquiry, body)
        : json({ error: "No enquiry with this id" }, 404);
    };

  const now = () => new Date().toISOString();
  const flag = (on: boolean | undefined, was: string | null) =>
    on === undefined ? was : on ? (was ?? now()) : null;

  apiServer.use(
    route("get", "/enquiries", () =>
      json({
        enquiries,
        unread: enquiries.filter((each) => each.readAt === null).length,
      } satisfies EnquiryList),
    ),
    route(
      "patch",
      "/enquiries/:id",
      found((enquiry, body) => {
        const change = body as EnquiryChange;
        enquiry.readAt = flag(change.read, enquiry.readAt);
        enquiry.handledAt = flag(change.handled, enquiry.handledAt);
        return json(enquiry);
      }),
    ),
    route(
      "delete",
      "/enquiries/:id",
      found((enquiry) => {
        enquiries.splice(enquiries.indexOf(enquiry), 1);
        return new Response(null, { status: 204 });
      }),
    ),
    route(
      "post",
      "/enquiries/:id/anonymise",
      found((enquiry) => {
        Object.assign(enquiry, {
          name: "Anonymised",
          email: "",
          company: "",
          otherParties: "",
          anonymisedAt: enquiry.anonymisedAt ?? now(),
        });
        return json(enquiry);
      }),
    ),
    route("get", "/contact-settings", () => json(saved.settings)),
    route("put", "/contact-settings", ({ body }) => {
      const given = body as ContactSettings;
      for (const key of ["keepHandledMonths", "keepUnhandledMonths"] as const)
        if (
          !Number.isInteger(given[key]) ||
          given[key] < KEEP_MONTHS.min ||
          given[key] > KEEP_MONTHS.max
        )
          return json(
            {
              error: `${key} must be a whole number of months from ${KEEP_MONTHS.min} to ${KEEP_MONTHS.max}`,
            },
            400,
          );
      saved.settings = given;
      return json(given);
    }),
  );

  return { calls, saved };
}

/** An unread enquiry sent on 20 Nov 2026 from the English page. */
export const newEnquiry = (
  id: string,
  name: string,
  changes: Partial<AdminEnquiry> = {},
): AdminEnquiry => ({
  id,
  name,
  email: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
  company: "Acme",
  otherParties: "Beta Ltd",
  message: "We need advice on a supply contract.",
  lang: "en",
  createdAt: "2026-11-20T10:00:00.000Z",
  readAt: null,
  handledAt: null,
  anonymisedAt: null,
  ...changes,
});
