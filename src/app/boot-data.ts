import type { PublicTestimonial } from "../../core/testimonial";

export type PageName = "home" | "not-found";

/** What the server tells the page at render time (see server/render/). */
export interface BootData {
  page: PageName;
  /** Backend origin for the two public calls; "" means the page's own origin. */
  backendUrl: string;
  /** The public anonymous key sent with every call (spec section 6). */
  apiKey: string;
  /** Approved testimonials rendered into the page, or null when the server had none to give. */
  testimonials: PublicTestimonial[] | null;
}

export const BOOT_DATA_ID = "boot-data";

/** Defaults for a static host without our server: the build-time backend settings. */
export function staticBootData(page: PageName): BootData {
  return {
    page,
    backendUrl: import.meta.env.VITE_BACKEND_URL ?? "",
    apiKey: import.meta.env.VITE_BACKEND_KEY ?? "",
    testimonials: null,
  };
}

/** Serialises boot data for a `<script type="application/json">`, safe against `</script>`. */
export function serializeBootData(data: BootData): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

export function readBootData(doc: Document): BootData {
  const text = doc.getElementById(BOOT_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as BootData) : staticBootData("home");
}
