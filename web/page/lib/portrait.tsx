import type { Profile } from "../../../core/content/profile-schema";
import {
  PORTRAIT_CONTENT_TYPES,
  portraitFileName,
  type PortraitFormat,
} from "../../../core/content/portrait-files";

type PortraitContent = NonNullable<Profile["portrait"]>;

const srcSet = (portrait: PortraitContent, format: PortraitFormat) =>
  portrait.widths
    .map(
      (width) =>
        `/portrait/${portraitFileName(portrait.id, width, format)} ${width}w`,
    )
    .join(", ");

/**
 * The owner's portrait: AVIF, else WebP, else JPEG, at the width the layout
 * needs (`sizes`). Its width and height reserve its box before it loads.
 * Give `fetchPriority="high"` where it is the largest thing in the first view
 * (it is then not lazy-loaded).
 */
export function Portrait({
  portrait,
  sizes = "(min-width: 1024px) 24rem, 80vw",
  fetchPriority,
  className,
}: {
  portrait: PortraitContent;
  /** How wide it is drawn, as in <img sizes>. */
  sizes?: string;
  fetchPriority?: "high";
  className?: string;
}) {
  const largest = portrait.widths.at(-1)!;
  return (
    <picture>
      <source
        type={PORTRAIT_CONTENT_TYPES.avif}
        srcSet={srcSet(portrait, "avif")}
        sizes={sizes}
      />
      <source
        type={PORTRAIT_CONTENT_TYPES.webp}
        srcSet={srcSet(portrait, "webp")}
        sizes={sizes}
      />
      <img
        src={`/portrait/${portraitFileName(portrait.id, largest, "jpg")}`}
        srcSet={srcSet(portrait, "jpg")}
        sizes={sizes}
        alt={portrait.alt}
        width={portrait.width}
        height={portrait.height}
        decoding="async"
        fetchPriority={fetchPriority}
        loading={fetchPriority === "high" ? undefined : "lazy"}
        className={className ? `h-auto w-full ${className}` : "h-auto w-full"}
      />
    </picture>
  );
}
