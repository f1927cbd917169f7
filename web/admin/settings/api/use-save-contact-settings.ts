import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ContactSettings } from "../../../../core/api/enquiries";
import { adminFetch } from "../../shell/query";
import { contactSettingsKey } from "./query-keys";

const saveContactSettings = (settings: ContactSettings) =>
  adminFetch<ContactSettings>("/contact-settings", {
    method: "PUT",
    body: settings,
  });

/** Replaces the contact settings; the cache takes what the server saved. */
export function useSaveContactSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveContactSettings,
    onSuccess: (saved) => client.setQueryData(contactSettingsKey, saved),
  });
}
