import { Hono, type Context } from "hono";
import type { EnquiryChange } from "../../../core/api/enquiries";
import { log } from "../../log";
import type { AdminDeps, AdminEnv } from "./admin-deps";

const notFound = (c: Context) =>
  c.json({ error: "No enquiry with this id" }, 404);

const CHANGE_FLAGS = ["read", "handled"] as const;

/** The change a PATCH body asks for, or the message refusing it. */
function readChange(body: unknown): EnquiryChange | string {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return "The body must be a JSON object with read or handled";
  const fields = body as Record<string, unknown>;
  for (const key of Object.keys(fields))
    if (!(CHANGE_FLAGS as readonly string[]).includes(key))
      return `${key} cannot be changed: only read and handled can`;
  const change: EnquiryChange = {};
  for (const flag of CHANGE_FLAGS) {
    if (fields[flag] === undefined) continue;
    if (typeof fields[flag] !== "boolean")
      return `${flag} must be true or false`;
    change[flag] = fields[flag];
  }
  if (Object.keys(change).length === 0)
    return "Send read or handled (true or false)";
  return change;
}

/**
 * The owner's enquiries (behind the admin's session and CSRF checks). An id
 * that is not one (malformed or unknown) is 404: the store finds nothing.
 */
export function adminEnquiryRoutes(enquiries: AdminDeps["enquiries"]) {
  const app = new Hono<AdminEnv>();

  app.get("/", async (c) => c.json(await enquiries.list()));

  app.get("/:id", async (c) => {
    const enquiry = await enquiries.get(c.req.param("id"));
    return enquiry ? c.json(enquiry) : notFound(c);
  });

  app.patch("/:id", async (c) => {
    const change = readChange(await c.req.json().catch(() => undefined));
    if (typeof change === "string") return c.json({ error: change }, 400);
    const enquiry = await enquiries.change(c.req.param("id"), change);
    return enquiry ? c.json(enquiry) : notFound(c);
  });

  app.delete("/:id", async (c) => {
    const id = c.req.param("id");
    if (!(await enquiries.delete(id))) return notFound(c);
    log("info", "enquiry deleted", { enquiryId: id });
    return c.body(null, 204);
  });

  app.post("/:id/anonymise", async (c) => {
    const enquiry = await enquiries.anonymise(c.req.param("id"));
    if (!enquiry) return notFound(c);
    log("info", "enquiry anonymised", { enquiryId: enquiry.id });
    return c.json(enquiry);
  });

  return app;
}
