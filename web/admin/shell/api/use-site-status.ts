import { useQuery } from "@tanstack/react-query";
import type { SiteStatus } from "../../../../core/api/site-status";
import { adminFetch } from "../query";
import { siteStatusQueryKey } from "./query-keys";

/**
 * The address the site's links name, whether it is SITE_URL's, and whether
 * new testimonials are notified. Fetched once: only a restart of the server
 * with another configuration changes it.
 */
export function useSiteStatus() {
  return useQuery({
    queryKey: siteStatusQueryKey,
    queryFn: () => adminFetch<SiteStatus>("/site-status"),
    staleTime: Infinity,
  });
}
