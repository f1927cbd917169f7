import type { Profile } from "./profile-schema";

/** Everything the social card shows; the card changes exactly when this does. */
export interface SocialCard {
  name: string;
  title: string;
  subtitle: string;
  accentColor: string;
  /** The site's address as printed on the card ("counsel.example"); "" when unknown. */
  host: string;
  /** The portrait's id, or null: the card draws it in a panel on the right. */
  portraitId: string | null;
}

function hostOf(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return "";
  }
}

/**
 * The card of `profile` on the site at `siteUrl`, the site's own address
 * (server/site-address.ts); never the profile's website, which is the owner's
 * link and may be another site. Without one the card prints no address.
 */
export function socialCard(
  profile: Pick<
    Profile,
    "name" | "title" | "subtitle" | "accentColor" | "portrait"
  >,
  siteUrl?: string,
): SocialCard {
  return {
    name: profile.name,
    title: profile.title,
    subtitle: profile.subtitle,
    accentColor: profile.accentColor,
    host: hostOf(siteUrl ?? ""),
    portraitId: profile.portrait?.id ?? null,
  };
}

/**
 * A short fingerprint of the card (FNV-1a, 32 bits, base 36). The head links
 * its language's card as `og-image.png?v=<fingerprint>`, so social networks,
 * which keep an image per address, fetch the card again once it has changed.
 */
export function socialCardVersion(card: SocialCard): string {
  const text = JSON.stringify([
    card.name,
    card.title,
    card.subtitle,
    card.accentColor,
    card.host,
    card.portraitId,
  ]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
