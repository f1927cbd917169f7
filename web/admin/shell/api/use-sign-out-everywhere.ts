import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminFetch, markSignedOut } from "../query";

/**
 * Ends every admin session on the server, this browser's too. Unlike a plain
 * sign-out, the admin stays signed in when the server was not told: the
 * other sessions may still be open.
 */
export function useSignOutEverywhere() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adminFetch("/logout-everywhere", { method: "POST" }),
    onSuccess: () => markSignedOut(client, "signed-out-everywhere"),
  });
}
