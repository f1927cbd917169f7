import {
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
} from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import type { SessionState } from "../../../core/api/session";
import { sessionQueryKey } from "./api/query-keys";

/**
 * A failed admin call: the server's message, status, when throttled the wait,
 * and for refused content the field issues (`{ path, message }`, unchecked:
 * whoever shows them checks their shape).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterSeconds?: number,
    readonly issues?: unknown[],
  ) {
    super(message);
  }
}

// Sent with every state-changing call (the server checks it with the Origin).
let csrfToken: string | undefined;

/**
 * Calls `/api/admin<path>` with the session cookie, and the CSRF header on
 * every call but GET; answers the JSON body or throws an `ApiError` (status 0
 * when the server could not be reached). A body is sent as JSON, but a Blob
 * (an uploaded file) goes as it is.
 */
export async function adminFetch<T>(
  path: string,
  { method = "GET", body }: { method?: string; body?: unknown } = {},
): Promise<T> {
  const raw = body instanceof Blob;
  const headers: Record<string, string> = {};
  if (body !== undefined && !raw) headers["content-type"] = "application/json";
  if (method !== "GET" && csrfToken) headers["x-csrf-token"] = csrfToken;
  let response: Response;
  try {
    response = await fetch(`/api/admin${path}`, {
      method,
      headers,
      body: body === undefined || raw ? body : JSON.stringify(body),
      credentials: "same-origin",
      cache: "no-store",
    });
  } catch {
    throw new ApiError("The server could not be reached. Try again.", 0);
  }
  const data = (await response.json().catch(() => ({}))) as {
    error?: string;
    issues?: unknown;
  };
  if (!response.ok)
    throw new ApiError(
      data.error ?? `The request failed (${response.status})`,
      response.status,
      Number(response.headers.get("retry-after")) || undefined,
      Array.isArray(data.issues) ? data.issues : undefined,
    );
  return data as T;
}

/** Why the sign-in screen shows: the owner signed out (here or everywhere), or the server ended the session. */
export type SignedOutReason =
  "signed-out" | "signed-out-everywhere" | "session-ended";

/** The session as the admin knows it; `signedOut` says why it is no longer signed in. */
export interface AdminSession extends SessionState {
  signedOut?: SignedOutReason;
}

/** Keeps the CSRF token of a session the server just reported. */
export function rememberSession(session: SessionState): AdminSession {
  csrfToken = session.csrfToken;
  return session;
}

/** Puts the admin in the signed-out state and forgets everything fetched while signed in. */
export function markSignedOut(client: QueryClient, reason: SignedOutReason) {
  csrfToken = undefined;
  client.setQueryData<AdminSession>(
    sessionQueryKey,
    (session) =>
      session && {
        enabled: session.enabled,
        authenticated: false,
        signedOut: reason,
      },
  );
  client.removeQueries({
    predicate: (query) => query.queryKey[1] !== sessionQueryKey[1],
  });
}

const isUnauthorized = (error: unknown) =>
  error instanceof ApiError && error.status === 401;

/** Only trouble that may pass is tried again: no answer, or the server failing. */
const retryTransient = (failures: number, error: unknown) =>
  failures < 2 &&
  (!(error instanceof ApiError) || error.status === 0 || error.status >= 500);

/**
 * The admin's query client. The one place a lost session is handled: a 401
 * from any query or mutation while signed in means the server ended the
 * session (expired, or signed out elsewhere), so the admin shows the sign-in
 * screen. A 401 while signed out (a wrong password) is the caller's to show.
 * @internal
 */
export function createAdminQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    const session = client.getQueryData<AdminSession>(sessionQueryKey);
    if (isUnauthorized(error) && session?.authenticated)
      markSignedOut(client, "session-ended");
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: retryTransient },
      mutations: { retry: false },
    },
  });
  return client;
}

/** Gives the admin its query client (one per mounted admin; tests may pass theirs). */
export function AdminQueryProvider({
  client,
  children,
}: {
  client?: QueryClient;
  children: ReactNode;
}) {
  const [ownClient] = useState(() => client ?? createAdminQueryClient());
  return (
    <QueryClientProvider client={ownClient}>{children}</QueryClientProvider>
  );
}
