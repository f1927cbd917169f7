import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { EnquiryList } from "../../../../core/api/enquiries";
import { adminFetch } from "../../shell/query";
import { enquiriesKey } from "./query-keys";

const getEnquiries = () => adminFetch<EnquiryList>("/enquiries");

/** Every enquiry, newest first, with the number not yet opened (the tab shows it). */
export function useEnquiries() {
  return useQuery({ queryKey: enquiriesKey, queryFn: getEnquiries });
}

/** After any change the list and its count are fetched again (the mutation waits for it). */
export const refreshEnquiries = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: enquiriesKey });
