import { portraitFileName } from "../../../core/content/portrait-files";
import type { Profile } from "../../../core/content/profile-schema";
import type { SiteLanguage } from "../../../core/site-languages";
import {
  socialCard,
  socialCardVersion,
  type SocialCard,
} from "../../../core/content/social-card";
import { runImageJob } from "../run-image-job";
import { log } from "../../log";
import { encode, type Encoded } from "../../render/assets";
import type { Store } from "../../store/open-store";
import {
  PORTRAIT_PANEL,
  SITE_IMAGE_TYPES,
  type SiteImagePath,
  type SiteImages,
  type SiteImagesJob,
} from "./site-images";

/** Drawing them takes well under a second here; a loaded machine may take several times that. */
const TIMEOUT_MS = 30_000;

/** Draws the images in a child process that exits when done. */
const drawInChild = (job: SiteImagesJob) =>
  runImageJob<SiteImagesJob, SiteImages>(
    { from: import.meta.url, name: "site-images-worker" },
    job,
    { timeoutMs: TIMEOUT_MS },
  );

/**
 * The portrait's WebP at the smallest width that fills the card's panel: it
 * keeps a transparent portrait's alpha (the JPEG's is flattened onto grey),
 * so the card's panel shows through.
 */
function portraitFileFor(portrait: NonNullable<Profile["portrait"]>) {
  const width =
    portrait.widths.find((w) => w >= PORTRAIT_PANEL.width) ??
    portrait.widths.at(-1)!;
  return portraitFileName(portrait.id, width, "webp");
}

interface Drawing {
  version: string;
  files: Promise<Map<string, Encoded>>;
}

/**
 * The social card of each published language and the icons of the default
 * one, drawn from the published content on the first request after it
 * changed and kept in memory (about 100 KB a language). A language's
 * drawing holds icons too; only the default language's are served.
 *
 * Keyed by the card's fingerprint (core/content/social-card.ts) rather than dropped
 * on the store's change event: published content is itself dropped on that
 * event, so a publish here or on another instance shows at the next request,
 * and an approved testimonial, which changes no image, draws nothing again.
 */
export class SiteImageCache {
  readonly #drawings = new Map<SiteLanguage, Drawing>();

  constructor(
    private readonly store: Pick<Store, "content" | "portraits" | "languages">,
    /** The site's origin (server/site-address.ts), printed on the card. */
    private readonly siteUrl: string,
  ) {}

  /** The path's file for the default language's content; rejects when drawing failed (not kept). */
  async get(path: SiteImagePath): Promise<Encoded> {
    const { defaultLanguage } = await this.store.languages.get();
    return (await this.#files(defaultLanguage)).get(path)!;
  }

  /** A published language's social card; null for a language not published. */
  async card(lang: SiteLanguage): Promise<Encoded | null> {
    const { published } = await this.store.languages.get();
    if (!published.includes(lang)) return null;
    return (await this.#files(lang)).get("/og-image.png")!;
  }

  async #files(lang: SiteLanguage): Promise<Map<string, Encoded>> {
    const { profile } = await this.store.content.published(lang);
    const card = socialCard(profile, this.siteUrl);
    const version = socialCardVersion(card);
    const current = this.#drawings.get(lang);
    if (current?.version === version) return current.files;
    const drawing = {
      version,
      files: this.#drawn(lang, card, profile.portrait),
    };
    this.#drawings.set(lang, drawing);
    drawing.files.catch(() => {
      if (this.#drawings.get(lang) === drawing) this.#drawings.delete(lang);
    });
    return drawing.files;
  }

  async #drawn(
    lang: SiteLanguage,
    card: SocialCard,
    portrait: Profile["portrait"],
  ): Promise<Map<string, Encoded>> {
    const photo = portrait
      ? await this.store.portraits.get(portraitFileFor(portrait))
      : null;
    if (portrait && !photo)
      log(
        "warn",
        "the social card is drawn without the portrait: its file is missing",
        {
          file: portraitFileFor(portrait),
        },
      );
    const outcome = await drawInChild({
      card: photo ? card : { ...card, portraitId: null },
      portrait: photo?.bytes ?? null,
    });
    if (!outcome.ok) {
      log("error", "drawing the social card and icons failed", {
        lang,
        pid: outcome.pid,
        ms: outcome.ms,
        error: outcome.error,
      });
      throw new Error(outcome.error);
    }
    log("info", "social card and icons drawn", {
      lang,
      pid: outcome.pid,
      ms: outcome.ms,
      workerMaxRssMiB: Math.round(outcome.maxRssBytes / 2 ** 20),
    });
    return new Map(
      Object.entries(SITE_IMAGE_TYPES).map(([path, type]) => [
        path,
        encode(Buffer.from(outcome.value[path as SiteImagePath]), type, "best"),
      ]),
    );
  }
}
