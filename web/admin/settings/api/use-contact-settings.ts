import { useQuery } from "@tanstack/react-query";
import type { ContactSettings } from "../../../../core/api/enquiries";
import { adminFetch } from "../../shell/query";
import { contactSettingsKey } from "./query-keys";

const getContactSettings = () =>
  adminFetch<ContactSettings>("/contact-settings");

/** The owner's contact choices. */
export function useContactSettings() {
  return useQuery({
    queryKey: contactSettingsKey,
    queryFn: getContactSettings,
  });
}
