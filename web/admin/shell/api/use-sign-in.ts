import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminFetch, rememberSession } from "../query";
import { sessionQueryKey } from "./query-keys";
import type { SessionState } from "../../../../core/api/session";

const signIn = async (password: string) =>
  rememberSession(
    await adminFetch<SessionState>("/login", {
      method: "POST",
      body: { password },
    }),
  );

/** Signs in with the password; the signed-in session replaces the signed-out one. */
export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => client.setQueryData(sessionQueryKey, session),
  });
}
