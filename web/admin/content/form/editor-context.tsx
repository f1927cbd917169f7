import { createContext, useContext } from "react";
import type { Path } from "./document-path";

/** What every field of the content form reads and writes. */
export interface Editor {
  /** The language of the document being edited. */
  lang: string;
  /** The owner's document as edited so far (may be incomplete or invalid). */
  document: unknown;
  /** The error to show on the field at `path`, if any (shown once touched or after a publish attempt). */
  errorAt: (path: Path) => string | undefined;
  update: (path: Path, value: unknown) => void;
  /** The owner has left the field: its error shows from now on. */
  touch: (path: Path) => void;
  /** The id of the control editing `path`, so an error summary can link to it. */
  idFor: (path: Path) => string;
}

const EditorContext = createContext<Editor | null>(null);

export const EditorProvider = EditorContext.Provider;

export function useEditor(): Editor {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error("useEditor must be used inside EditorProvider");
  return editor;
}
