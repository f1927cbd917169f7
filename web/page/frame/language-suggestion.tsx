import { X } from "lucide";
import { Glyph } from "../../ui/glyph";
import { useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { LANGUAGE_INFO } from "../../../core/site-languages";
import type { Alternate } from "../app/boot-data";
import { useAlternates, useLanguage } from "../i18n/i18n-context";
import { loadDictionary } from "../i18n/load-dictionary";

const DISMISSED_KEY = "language-suggestion-dismissed";

/**
 * The other language the visitor's browser prefers to the page's, if any:
 * the first of `preferred` that the site has, unless that is the page's own.
 * @internal
 */
export function preferredAlternate(
  preferred: readonly string[],
  lang: string,
  alternates: Alternate[],
): Alternate | null {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split("-")[0];
    if (primary === lang) return null;
    const alternate = alternates.find((a) => a.lang === primary);
    if (alternate) return alternate;
  }
  return null;
}

// Dismissed on this visit even where storage is refused (private mode).
let dismissedNow = false;
const listeners = new Set<() => void>();

function dismissed(): boolean {
  if (dismissedNow) return true;
  try {
    return localStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

function dismiss() {
  dismissedNow = true;
  try {
    localStorage.setItem(DISMISSED_KEY, "1");
  } catch {
    // Storage refused: dismissed for this visit only.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * A small notice, in the suggested language, that the page exists in the
 * language the visitor's browser prefers. Never a redirect: the address
 * decides the language, for search engines and shared links. It floats over
 * the page (no layout shift), appears only after hydration (the server
 * cannot know the browser's languages) and, once dismissed, stays away on
 * this browser. Its words come with that language's dictionary, fetched only
 * for the visitors it is for, so the page's first response does not carry them.
 */
export function LanguageSuggestion() {
  const lang = useLanguage();
  const alternates = useAlternates();
  const open = useSyncExternalStore(
    subscribe,
    () => !dismissed(),
    () => false,
  );
  const suggested = open
    ? preferredAlternate(navigator.languages, lang, alternates)
    : null;
  return suggested && <SuggestionNotice suggested={suggested} />;
}

function SuggestionNotice({ suggested }: { suggested: Alternate }) {
  const { data: dictionary } = useQuery({
    queryKey: ["dictionary", suggested.lang],
    queryFn: () => loadDictionary(suggested.lang),
    staleTime: Infinity,
  });
  if (!dictionary) return null;
  const { suggestion } = dictionary;
  return (
    <aside
      lang={LANGUAGE_INFO[suggested.lang].tag}
      aria-label={suggestion.text}
      className="fixed bottom-4 left-4 z-40 flex max-w-[calc(100vw-2rem)] items-center gap-3 rounded-xl bg-surface-raised py-2 pr-2 pl-4 text-sm text-ink shadow-lg ring-1 ring-ink-muted/30"
    >
      <p>
        {suggestion.text}{" "}
        <a
          href={`${suggested.href}${window.location.hash}`}
          className="font-semibold text-accent underline underline-offset-4"
        >
          {suggestion.action}
        </a>
      </p>
      <button
        type="button"
        aria-label={suggestion.dismiss}
        onClick={dismiss}
        className="grid size-8 shrink-0 place-items-center rounded-full text-ink-muted hover:text-ink"
      >
        <Glyph icon={X} className="size-4" />
      </button>
    </aside>
  );
}
