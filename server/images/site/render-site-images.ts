import sharp, { type Sharp } from "sharp";
import { iconSvg, socialCardSvg } from "./images";
import {
  PORTRAIT_PANEL,
  type SiteImages,
  type SiteImagesJob,
} from "./site-images";
import { loadHeadingFont } from "./heading-font";

const ICON_WIDTHS = {
  "/favicon-32.png": 32,
  "/apple-touch-icon.png": 180,
  "/icon-192.png": 192,
  "/icon-512.png": 512,
} as const;

const png = (image: Sharp) => image.png({ compressionLevel: 9 }).toBuffer();

async function socialCardPng(
  svg: string,
  portrait: Uint8Array | null,
): Promise<Buffer> {
  const card = sharp(Buffer.from(svg));
  if (!portrait) return png(card);
  const { left, top, width, height } = PORTRAIT_PANEL;
  const photo = await sharp(portrait)
    .resize(width, height, { fit: "cover", position: "top" })
    .toBuffer();
  return png(card.composite([{ input: photo, left, top }]));
}

/**
 * Draws the social card and the icon set. The text is drawn as glyph
 * outlines (server/images/site/svg-text.ts), so no font need be installed
 * where libvips rasterises the SVG.
 */
export async function renderSiteImages({
  card,
  portrait,
}: SiteImagesJob): Promise<SiteImages> {
  const font = loadHeadingFont();
  const icon = iconSvg(card, font);
  const iconPng = (width: number) =>
    png(sharp(Buffer.from(icon)).resize(width, width));
  const [ogImage, favicon32, appleTouch, icon192, icon512] = await Promise.all([
    socialCardPng(socialCardSvg(card, font), portrait),
    iconPng(ICON_WIDTHS["/favicon-32.png"]),
    iconPng(ICON_WIDTHS["/apple-touch-icon.png"]),
    iconPng(ICON_WIDTHS["/icon-192.png"]),
    iconPng(ICON_WIDTHS["/icon-512.png"]),
  ]);
  return {
    "/og-image.png": ogImage,
    "/favicon.svg": Buffer.from(icon),
    "/favicon-32.png": favicon32,
    "/apple-touch-icon.png": appleTouch,
    "/icon-192.png": icon192,
    "/icon-512.png": icon512,
  };
}
