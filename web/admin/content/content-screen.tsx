import { useState } from "react";
import type { Profile } from "../../../core/content/profile-schema";
import { ContentEditor } from "./content-editor";
import { FlaggedWordsProvider } from "./flagged-words/flagged-words-context";
import type { ContentState } from "../../../core/api/content";
import { clearLocalDraft, readLocalDraft } from "./local-draft";
import { useContent } from "./api/use-content";
import type { Settled } from "./save-state";

const TIME = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
});

/**
 * Where editing starts: changes kept in this browser when they are newer than
 * the server's draft (a dropped network or session), else the server's
 * draft, else the live content.
 */
function startingPoint(
  lang: string,
  content: ContentState,
): {
  document: unknown;
  unsaved: boolean;
  notice: string | null;
  settled: Settled;
} {
  const local = readLocalDraft(lang);
  // Compared as instants: the server's time has microseconds, the browser's milliseconds.
  if (
    local &&
    (!content.draft ||
      Date.parse(local.savedAt) > Date.parse(content.draft.updatedAt))
  )
    return {
      document: local.document,
      unsaved: true,
      settled: null,
      notice: `Restored changes kept in this browser (${TIME.format(new Date(local.savedAt))}) that the server did not have; they are being saved.`,
    };
  if (local) clearLocalDraft(lang);
  return content.draft
    ? {
        document: content.draft.document,
        unsaved: false,
        notice: null,
        settled: { kind: "draft", at: content.draft.updatedAt },
      }
    : {
        document: content.published.profile,
        unsaved: false,
        notice: null,
        settled: {
          kind: "published",
          at: content.published.revision.createdAt,
        },
      };
}

/** The Content tab: loads a language's content, then edits it. */
export function ContentScreen({ lang }: { lang: string }) {
  const content = useContent(lang);
  // Decided once per load: later refetches must not replace the owner's work.
  const [start, setStart] = useState<ReturnType<typeof startingPoint> | null>(
    null,
  );
  // Fetched afresh each time the editor opens a language: the shared
  // identity may have changed in another language's editor since.
  if (content.data && content.isFetchedAfterMount && !start)
    setStart(startingPoint(lang, content.data));

  if (content.isError && !content.data)
    return (
      <p role="alert">
        The content could not be loaded: {content.error.message}
      </p>
    );
  if (!content.data || !start)
    return <p className="text-ink-muted">Loading…</p>;
  const reloadLive = async (): Promise<Profile | null> =>
    (await content.refetch()).data?.published.profile ?? null;
  // The editor's text fields warn of the words the owner's rules flag.
  return (
    <FlaggedWordsProvider>
      <ContentEditor
        key={lang}
        lang={lang}
        initial={start.document}
        unsaved={start.unsaved}
        notice={start.notice}
        settled={start.settled}
        live={content.data.published.profile}
        liveSince={content.data.published.revision.createdAt}
        reloadLive={reloadLive}
      />
    </FlaggedWordsProvider>
  );
}
