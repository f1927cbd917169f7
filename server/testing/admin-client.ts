// Test support: signs in to the admin API of an app and returns a caller that
// sends the session cookie, a same-site Origin and the CSRF token.
import type { Hono } from "hono";

export const TEST_ORIGIN = "http://localhost";

interface AdminCallInit {
  method?: string;
  /** Sent as JSON unless it is already a string or bytes. */
  body?: unknown;
  headers?: Record<string, string>;
}

export type AdminCall = (
  path: string,
  init?: AdminCallInit,
) => Promise<Response>;

export async function signInAdmin(
  app: Pick<Hono, "request">,
  password: string,
): Promise<AdminCall> {
  const res = await app.request("/api/admin/login", {
    method: "POST",
    headers: { "content-type": "application/json", origin: TEST_ORIGIN },
    body: JSON.stringify({ password }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  const cookie = res.headers.get("set-cookie")!.split(";")[0]!;
  return async (path, init = {}) => {
    const raw =
      typeof init.body === "string" || init.body instanceof Uint8Array;
    return app.request(`/api/admin${path}`, {
      method: init.method ?? "GET",
      headers: {
        cookie,
        origin: TEST_ORIGIN,
        "x-csrf-token": csrfToken,
        ...(init.body !== undefined &&
          !raw && { "content-type": "application/json" }),
        ...init.headers,
      },
      body:
        init.body === undefined
          ? undefined
          : raw
            ? (init.body as BodyInit)
            : JSON.stringify(init.body),
    });
  };
}
