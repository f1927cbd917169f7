/** The social card the build generates (scripts/generate-site-files.ts) and the head links. */
export const OG_IMAGE = {
  path: "/og-image.png",
  width: 1200,
  height: 630,
} as const;
