import type { SocialCard } from "../../../core/content/social-card";

// What the server and the image worker share. Nothing here loads sharp or
// opentype.js, so the server's own process never does.

/** The image files drawn from the content, by their path on the site. */
export const SITE_IMAGE_TYPES = {
  "/og-image.png": "image/png",
  "/favicon.svg": "image/svg+xml",
  "/favicon-32.png": "image/png",
  "/apple-touch-icon.png": "image/png",
  "/icon-192.png": "image/png",
  "/icon-512.png": "image/png",
} as const;
export type SiteImagePath = keyof typeof SITE_IMAGE_TYPES;
export type SiteImages = Record<SiteImagePath, Uint8Array>;

export interface SiteImagesJob {
  card: SocialCard;
  /** The portrait as a WebP (any size; cut to the card's panel), when the card has one. */
  portrait: Uint8Array | null;
}

export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** Where the portrait goes on the card: the right-hand side, full height, 4:5 like the portrait itself. */
export const PORTRAIT_PANEL = {
  left: 696,
  top: 0,
  width: 504,
  height: 630,
} as const;
