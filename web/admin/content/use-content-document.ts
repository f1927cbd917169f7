import { useCallback, useMemo, useState } from "react";
import {
  checkProfile,
  type ContentIssue,
} from "../../../core/content/profile-schema";
import { pathKey, setAt, type Path } from "./form/document-path";

interface DocumentState {
  document: unknown;
  /** Bumped by every edit. */
  version: number;
  /** The newest version the server holds as the draft (or as live content). */
  savedVersion: number;
  touched: ReadonlySet<string>;
  /** After a publish attempt every error shows, touched or not. */
  revealAll: boolean;
  /** The server's objections to the last publish, until the next edit. */
  serverIssues: ContentIssue[];
}

const firstByPath = (issues: ContentIssue[]) => {
  const byPath = new Map<string, string>();
  for (const issue of issues)
    if (!byPath.has(issue.path)) byPath.set(issue.path, issue.message);
  return byPath;
};

/**
 * The document being edited, checked as it changes by the same schema the
 * server uses; errors show on a field once the owner has touched it, and on
 * every field after a publish attempt.
 */
export function useContentDocument(initial: unknown, { saved = true } = {}) {
  const [state, setState] = useState<DocumentState>(() => ({
    document: initial,
    version: 1,
    savedVersion: saved ? 1 : 0,
    touched: new Set(),
    revealAll: false,
    serverIssues: [],
  }));

  const check = useMemo(() => checkProfile(state.document), [state.document]);
  const issues = useMemo(
    () =>
      state.serverIssues.length
        ? state.serverIssues
        : check.ok
          ? []
          : check.issues,
    [check, state.serverIssues],
  );
  const messages = useMemo(() => firstByPath(issues), [issues]);

  const errorAt = useCallback(
    (path: Path) => {
      const key = pathKey(path);
      if (!state.revealAll && !state.touched.has(key)) return undefined;
      return messages.get(key);
    },
    [messages, state.revealAll, state.touched],
  );

  const update = useCallback((path: Path, value: unknown) => {
    setState((current) => ({
      ...current,
      document: setAt(current.document, path, value),
      version: current.version + 1,
      serverIssues: [],
    }));
  }, []);

  const touch = useCallback((path: Path) => {
    const key = pathKey(path);
    setState((current) =>
      current.touched.has(key)
        ? current
        : { ...current, touched: new Set(current.touched).add(key) },
    );
  }, []);

  /** Shows every error, with the server's issues when it gave some. */
  const reveal = useCallback((serverIssues: ContentIssue[] = []) => {
    setState((current) => ({ ...current, revealAll: true, serverIssues }));
  }, []);

  /**
   * Replaces the whole document with one the server already holds (after
   * discarding, importing, restoring): nothing is touched or unsaved any more.
   */
  const replace = useCallback((document: unknown) => {
    setState((current) => ({
      document,
      version: current.version + 1,
      savedVersion: current.version + 1,
      touched: new Set(),
      revealAll: false,
      serverIssues: [],
    }));
  }, []);

  /** The server now holds `version` (autosave, publish). */
  const markSaved = useCallback((version: number) => {
    setState((current) =>
      version > current.savedVersion
        ? { ...current, savedVersion: version }
        : current,
    );
  }, []);

  return {
    document: state.document,
    version: state.version,
    savedVersion: state.savedVersion,
    unsaved: state.version !== state.savedVersion,
    check,
    issues,
    revealed: state.revealAll,
    errorAt,
    update,
    touch,
    reveal,
    replace,
    markSaved,
  };
}
