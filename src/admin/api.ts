import type { TestimonialEditInput } from "../../core/testimonial-edit";
import type { AdminPage, Status } from "../../core/moderation";
import type { SessionState } from "./types";

/** A failed admin call: the server's message, status and, when throttled, the wait. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

// Sent with every state-changing call (the server checks it with the Origin).
let csrfToken: string | undefined;

async function call<T>(
  path: string,
  method = "GET",
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  if (method !== "GET" && csrfToken) headers["x-csrf-token"] = csrfToken;
  let response: Response;
  try {
    response = await fetch(`/api/admin${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      cache: "no-store",
    });
  } catch {
    throw new ApiError("The server could not be reached. Try again.", 0);
  }
  const data = (await response.json().catch(() => ({}))) as {
    error?: string;
  };
  if (!response.ok)
    throw new ApiError(
      data.error ?? `The request failed (${response.status})`,
      response.status,
      Number(response.headers.get("retry-after")) || undefined,
    );
  return data as T;
}

const remember = (session: SessionState) => {
  csrfToken = session.csrfToken;
  return session;
};

export const getSession = async () =>
  remember(await call<SessionState>("/session"));
export const signIn = async (password: string) =>
  remember(await call<SessionState>("/login", "POST", { password }));
export const signOut = async () =>
  remember(await call<SessionState>("/logout", "POST"));

export const listTestimonials = (status: Status, page: number) =>
  call<AdminPage>(`/testimonials?status=${status}&page=${page}`);
export const locateTestimonial = (id: string) =>
  call<{ status: Status; page: number }>(
    `/testimonials/${encodeURIComponent(id)}`,
  );
export const setStatus = (id: string, status: Status) =>
  call(`/testimonials/${id}/status`, "POST", { status });
export const editTestimonial = (id: string, edit: TestimonialEditInput) =>
  call(`/testimonials/${id}`, "PATCH", edit);
export const anonymiseTestimonial = (id: string) =>
  call(`/testimonials/${id}/anonymise`, "POST");
export const deleteTestimonial = (id: string) =>
  call(`/testimonials/${id}`, "DELETE");
