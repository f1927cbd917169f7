import { useQuery } from "@tanstack/react-query";
import { adminFetch, rememberSession } from "../query";
import { sessionQueryKey } from "./query-keys";
import type { SessionState } from "../../../../core/api/session";

const getSession = async () =>
  rememberSession(await adminFetch<SessionState>("/session"));

/**
 * Whether the admin is enabled and the owner signed in. Fetched once; sign-in,
 * sign-out and the query client's 401 handler keep it current.
 */
export function useSession() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: getSession,
    staleTime: Infinity,
  });
}
