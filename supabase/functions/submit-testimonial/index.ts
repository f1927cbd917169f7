// Entry of the submit-testimonial edge function on Supabase (Deno). The
// request handling is in handler.ts; this file only wires it to the project:
// the store is reached through PostgREST's RPC endpoint with the service
// role key (only service_role may execute submit_testimonial()).
// Deploy: see docs/deploying.md, "The Supabase path".
import {
  defaultLanguageSetting,
  handleSubmit,
  toResult,
  type SubmitRow,
} from "./handler.ts";

// Deno's global, declared here so the project's TypeScript check (Node
// types) accepts this file.
declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Promise<Response>): unknown;
};

const env = (name: string) => {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`Missing secret ${name}`);
  return value;
};
const SUPABASE_URL = env("SUPABASE_URL");
const SERVICE_ROLE_KEY = env("SUPABASE_SERVICE_ROLE_KEY");
const DEFAULT_LANGUAGE = defaultLanguageSetting(
  Deno.env.get("SITE_DEFAULT_LANGUAGE"),
);

async function submit(row: SubmitRow) {
  const response = await fetch(
    `${SUPABASE_URL}/rest/v1/rpc/submit_testimonial`,
    {
      method: "POST",
      headers: {
        apikey: SERVICE_ROLE_KEY,
        authorization: `Bearer ${SERVICE_ROLE_KEY}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({
        p_name: row.name,
        p_company: row.company,
        p_relationship: row.relationship,
        p_comment: row.comment,
        p_consent_text: row.consentText,
        p_consent_version: row.consentVersion,
        p_client_address: row.clientAddress,
        p_limit_per_hour: row.limitPerHour,
        p_lang: row.lang,
      }),
    },
  );
  if (!response.ok)
    throw new Error(`submit_testimonial answered ${response.status}`);
  const [result] = (await response.json()) as Parameters<typeof toResult>[0][];
  if (!result) throw new Error("submit_testimonial returned no row");
  return toResult(result);
}

Deno.serve((request) =>
  handleSubmit(request, {
    // The project's anon key unless another public key is set.
    publicApiKey: Deno.env.get("PUBLIC_API_KEY") || env("SUPABASE_ANON_KEY"),
    limitPerHour: Number(Deno.env.get("SUBMIT_LIMIT_PER_HOUR") ?? "5"),
    defaultLanguage: DEFAULT_LANGUAGE,
    submit,
    log: (level, message, fields) =>
      console[level === "error" ? "error" : "log"](
        JSON.stringify({ level, message, ...fields }),
      ),
  }),
);
