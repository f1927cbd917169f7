import { useState } from "react";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../moderation/confirm-dialog";
import type { RevisionSummary } from "../../../core/api/content";
import { useRestoreRevision } from "./api/use-restore-revision";
import { useRevisions } from "./api/use-revisions";
import { IDENTITY_KEY } from "../../../core/content/identity";

const DATE = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
});

/**
 * The revisions, newest first, of the language being edited and of the
 * identity every language shares: preview any, restore any but the live one.
 */
export function HistoryPanel({
  lang,
  onMessage,
}: {
  lang: string;
  onMessage: (message: string) => void;
}) {
  return (
    <section
      aria-labelledby="content-history"
      className="space-y-3 rounded-xl border border-white/10 bg-surface-raised p-4 sm:p-6"
    >
      <h2 id="content-history" className="text-xl font-semibold">
        History
      </h2>
      <RevisionList of={lang} lang={lang} onMessage={onMessage} />
      <h3 className="pt-4 text-lg font-semibold">
        Name, contact, colour and portrait (all languages)
      </h3>
      <p className="text-sm text-ink-muted">
        Kept apart from each language&rsquo;s texts: restoring one of these
        changes every language; restoring a version above changes only its
        texts.
      </p>
      <RevisionList of={IDENTITY_KEY} lang={lang} onMessage={onMessage} />
    </section>
  );
}

function RevisionList({
  of,
  lang,
  onMessage,
}: {
  /** A language, or the shared identity. */
  of: string;
  /** The language being edited: previews show its texts. */
  lang: string;
  onMessage: (message: string) => void;
}) {
  const revisions = useRevisions(of);
  const restore = useRestoreRevision();
  const [asking, setAsking] = useState<RevisionSummary | null>(null);
  const shared = of === IDENTITY_KEY;
  const name = (revision: RevisionSummary) =>
    `${shared ? "shared version" : "version"} ${revision.number}`;

  const confirm = () => {
    if (!asking) return;
    const old = asking;
    setAsking(null);
    restore.mutate(old.id, {
      onSuccess: ({ revision }) =>
        onMessage(
          `${capitalised(name(old))} is live again, as ${name(revision)}. Your draft is unchanged.`,
        ),
      onError: (error) => onMessage(`Not restored: ${error.message}`),
    });
  };

  return (
    <>
      {revisions.isPending && <p className="text-ink-muted">Loading…</p>}
      {revisions.isError && (
        <p role="alert">
          The history could not be loaded: {revisions.error.message}
        </p>
      )}
      <ol className="divide-y divide-white/10">
        {revisions.data?.map((revision) => (
          <li
            key={revision.id}
            className="flex flex-wrap items-center justify-between gap-3 py-3"
          >
            <div>
              <p className="font-medium">
                {capitalised(name(revision))}
                {revision.live && (
                  <span className="ml-2 rounded bg-accent-fill px-2 py-0.5 text-xs font-semibold text-on-accent">
                    Live
                  </span>
                )}
              </p>
              <p className="text-sm text-ink-muted">
                <time dateTime={revision.createdAt}>
                  {DATE.format(new Date(revision.createdAt))}
                </time>
                {revision.note && <> — {revision.note}</>}
              </p>
            </div>
            <div className="flex gap-2">
              <a
                href={`/admin/preview/${encodeURIComponent(lang)}?revision=${revision.id}`}
                target="_blank"
                rel="noopener"
                className="rounded-lg border border-ink-muted/40 px-3 py-1.5 text-sm hover:bg-surface"
              >
                Preview {name(revision)}
              </a>
              <Button
                size="sm"
                disabled={revision.live || restore.isPending}
                onClick={() => setAsking(revision)}
              >
                Restore {name(revision)}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <ConfirmDialog
        confirmation={
          asking && {
            title: `Restore ${name(asking)}?`,
            body: shared
              ? `The name, contact details, colour and portrait of ${name(asking)} become live at once, in every language (kept as a new version). Your draft stays as it is.`
              : `Version ${asking.number} becomes the live page at once (kept as a new version). Your draft stays as it is.`,
            confirmLabel: "Restore",
          }
        }
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}

const capitalised = (text: string) => text[0]!.toUpperCase() + text.slice(1);
