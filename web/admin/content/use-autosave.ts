import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../shell/query";
import { clearLocalDraft, writeLocalDraft } from "./local-draft";
import { useSaveDraft } from "./api/use-save-draft";

/** The owner stopped typing this long ago: save. */
const AUTOSAVE_DELAY_MS = 1_000;
/** After a failed save, try again this much later (or when the browser is back online). */
const RETRY_MS = 10_000;

function failureText(error: unknown, keptLocally: boolean) {
  const kept = keptLocally
    ? "kept in this browser"
    : "this browser could not keep it either";
  if (error instanceof ApiError && error.status === 0)
    return `Not saved: offline — ${kept}`;
  if (error instanceof ApiError && error.status === 401)
    return `Not saved: signed out — ${kept}`;
  const reason = error instanceof Error ? error.message : String(error);
  return `Not saved: ${reason} — ${kept}`;
}

/**
 * Saves the document as the server's draft a moment after each change, keeps
 * it in this browser until the server has it, and asks before the page is
 * left with changes the server does not hold. `save()` saves now (before a
 * preview); `replaceDraft(write)` runs a call that replaces the server's
 * draft (import, discard), and once it succeeds the edits it replaced are
 * never saved: the older document must not land after the new draft.
 */
export function useAutosave({
  lang,
  document,
  version,
  savedVersion,
  markSaved,
  onSaved,
}: {
  lang: string;
  document: unknown;
  version: number;
  savedVersion: number;
  markSaved: (version: number) => void;
  /** The server holds the draft now, as of `at` (its time). */
  onSaved?: (at: string) => void;
}) {
  const { mutateAsync } = useSaveDraft(lang);
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef({ document, version, savedVersion });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<Promise<boolean> | null>(null);
  // A call replacing the draft, settled either way, while it is on its way.
  const replacing = useRef<Promise<unknown> | null>(null);
  // Versions up to this one were replaced on the server: never save them.
  const superseded = useRef(0);
  // After the editor closes, a failed save is not tried again.
  const closed = useRef(false);
  const keptLocally = useRef(true);
  const failed = useRef(false);
  // The retry timer calls the newest `save` (it is defined after the timer is set).
  const retry = useRef<() => void>(() => {});
  const saved = useRef(onSaved);
  useEffect(() => {
    saved.current = onSaved;
  });
  const unsaved = version !== savedVersion;

  const save = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    while (inFlight.current || replacing.current)
      await (inFlight.current ?? replacing.current);
    const { document, version, savedVersion } = latest.current;
    if (version <= Math.max(savedVersion, superseded.current)) return true;
    const attempt = mutateAsync(document).then(
      ({ draft }) => {
        latest.current.savedVersion = Math.max(
          latest.current.savedVersion,
          version,
        );
        markSaved(version);
        if (latest.current.version === version) clearLocalDraft(lang);
        failed.current = false;
        setFailure(null);
        saved.current?.(draft.updatedAt);
        return true;
      },
      (error: unknown) => {
        failed.current = true;
        setFailure(failureText(error, keptLocally.current));
        if (
          !closed.current &&
          !(error instanceof ApiError && error.status === 401)
        )
          timer.current = setTimeout(() => retry.current(), RETRY_MS);
        return false;
      },
    );
    inFlight.current = attempt;
    const done = await attempt;
    inFlight.current = null;
    return done;
  }, [lang, markSaved, mutateAsync]);

  const replaceDraft = useCallback(
    async <T>(write: () => Promise<T>): Promise<T> => {
      const replacement = write().then((result) => {
        superseded.current = latest.current.version;
        return result;
      });
      const settled = replacement.catch(() => undefined);
      replacing.current = settled;
      try {
        return await replacement;
      } finally {
        if (replacing.current === settled) replacing.current = null;
      }
    },
    [],
  );

  useEffect(() => {
    latest.current = { document, version, savedVersion };
    if (version <= savedVersion) {
      clearTimeout(timer.current);
      return;
    }
    keptLocally.current = writeLocalDraft(lang, document);
    timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [document, lang, save, savedVersion, version]);

  useEffect(() => {
    const again = () => void save();
    retry.current = again;
    window.addEventListener("online", again);
    return () => window.removeEventListener("online", again);
  }, [save]);

  // Closing the editor (the owner switched language) clears the timer above:
  // save now what it had not saved yet. After a failure the change waits in
  // this browser and is restored, with a notice, when the editor reopens.
  useEffect(
    () => () => {
      closed.current = true;
      if (
        !failed.current &&
        latest.current.version > latest.current.savedVersion
      )
        retry.current();
    },
    [],
  );

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [unsaved]);

  return { failure, unsaved, save, replaceDraft };
}
