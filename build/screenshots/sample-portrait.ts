// The stand-in portrait of `npm run screenshots`: no real person's photo ships
// with the project, so the pictures show a drawn head-and-shoulders
// silhouette, 4:5 as the page shows portraits, cut out on a transparent
// background (the case that must look right on both themes).
import sharp from "sharp";

export const SAMPLE_PORTRAIT_ALT =
  "Sample portrait: a head-and-shoulders silhouette, cut out";

const WIDTH = 1600;
const HEIGHT = 2000;

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 1600 2000">
  <defs>
    <linearGradient id="figure" gradientUnits="userSpaceOnUse" x1="500" y1="560" x2="1100" y2="2000">
      <stop offset="0" stop-color="#566273"/>
      <stop offset="0.6" stop-color="#313a47"/>
      <stop offset="1" stop-color="#1f252e"/>
    </linearGradient>
    <filter id="soft" x="-20%" y="-20%" width="140%" height="140%">
      <feGaussianBlur stdDeviation="40"/>
    </filter>
  </defs>
  <g id="figure-shape">
    <ellipse cx="800" cy="770" rx="205" ry="255"/>
    <path d="M100 2000 L 120 1620 C 140 1420 260 1330 460 1280 L 640 1225 C 690 1200 705 1130 695 960 L 905 960 C 895 1130 910 1200 960 1225 L 1140 1280 C 1340 1330 1460 1420 1480 1620 L 1500 2000 Z"/>
  </g>
  <use href="#figure-shape" fill="#000" opacity="0.22" filter="url(#soft)" transform="translate(30 40)"/>
  <use href="#figure-shape" fill="url(#figure)"/>
</svg>`;

/** A 1600 × 2000 PNG with a transparent background, as a cut-out tool gives it. */
export function samplePortrait(): Promise<Buffer> {
  return sharp(Buffer.from(SVG)).png().toBuffer();
}
