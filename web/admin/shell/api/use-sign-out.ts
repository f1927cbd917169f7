import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminFetch, markSignedOut } from "../query";

/** Signs out; the admin shows the sign-in screen even if the server could not be told. */
export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adminFetch("/logout", { method: "POST" }),
    onSettled: () => markSignedOut(client, "signed-out"),
  });
}
