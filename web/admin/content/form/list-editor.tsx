import { type ReactNode } from "react";
import { flushSync } from "react-dom";
import { ArrowDown, ArrowUp, Trash2 } from "lucide";
import { Button } from "../../../ui/button";
import { Glyph } from "../../../ui/glyph";
import { listAt, type Path } from "./document-path";
import { useEditor } from "./editor-context";
import { TextField } from "./content-fields";

interface ListProps {
  path: Path;
  /** The list's heading: "Experience", "Highlights". */
  title: string;
  /** One entry, as said in a sentence: "experience", "core area", "highlight". */
  noun: string;
  /** The schema's bounds: buttons that would cross them are disabled. */
  min: number;
  max: number;
  hint?: ReactNode;
  /**
   * The id of the heading that already shows `title` (the list's section's):
   * the list names itself by it instead of repeating it in a legend.
   */
  labelledBy?: string;
}

const capitalise = (text: string) => text[0]!.toUpperCase() + text.slice(1);

type FocusTarget = { index: number; part: "first" | "up" | "down" | "add" };

/**
 * An editable list: each entry with "Move … up", "Move … down" and
 * "Remove …" buttons, and an "Add …" button below. Entries are named by
 * position ("Experience 2"), which is how the owner refers to them.
 */
function ListEditor({
  path,
  title,
  noun,
  min,
  max,
  hint,
  labelledBy,
  newItem,
  children,
  inline = false,
}: ListProps & {
  newItem: () => unknown;
  /** Renders entry `index`'s fields; `label` is its name ("Experience 2"). */
  children: (itemPath: Path, label: string) => ReactNode;
  /** Entries that are one field: no group around each. */
  inline?: boolean;
}) {
  const editor = useEditor();
  const items = listAt(editor.document, path);
  const base = editor.idFor(path);
  const error = editor.errorAt(path);
  // The list is re-rendered at once (flushSync) so focus can move to where the entry went.
  const change = (next: unknown[], focus: FocusTarget) => {
    flushSync(() => {
      editor.update(path, next);
      editor.touch(path);
    });
    const target =
      focus.part === "add"
        ? document.getElementById(`${base}-add`)
        : focus.part === "first"
          ? document
              .getElementById(`${base}-entry-${focus.index}`)
              ?.querySelector<HTMLElement>("input, textarea, select")
          : document.getElementById(
              `${base}-entry-${focus.index}-${focus.part}`,
            );
    target?.focus();
  };

  const move = (from: number, to: number) => {
    const next = [...items];
    [next[from], next[to]] = [next[to], next[from]];
    const direction = to < from ? "up" : "down";
    const blocked = direction === "up" ? to === 0 : to === items.length - 1;
    const opposite = direction === "up" ? "down" : "up";
    change(next, { index: to, part: blocked ? opposite : direction });
  };

  return (
    <fieldset
      id={base}
      tabIndex={-1}
      data-invalid={error ? true : undefined}
      aria-labelledby={labelledBy}
      aria-describedby={error ? `${base}-error` : undefined}
      className="space-y-3"
    >
      {!labelledBy && <legend className="mb-2 font-semibold">{title}</legend>}
      {hint && <p className="text-sm text-ink-muted">{hint}</p>}
      {items.length === 0 && (
        <p className="text-sm text-ink-muted">None yet.</p>
      )}
      <ol className="space-y-3">
        {items.map((_, index) => {
          const label = `${capitalise(noun)} ${index + 1}`;
          const spoken = `${noun} ${index + 1}`;
          const itemPath = [...path, index];
          // Icons with the full sentence as their name (and tooltip): compact on a phone.
          const buttons = (
            <div className="flex gap-2">
              <Button
                size="sm"
                id={`${base}-entry-${index}-up`}
                title={`Move ${spoken} up`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <Glyph icon={ArrowUp} className="size-4" />
                <span className="sr-only">Move {spoken} up</span>
              </Button>
              <Button
                size="sm"
                id={`${base}-entry-${index}-down`}
                title={`Move ${spoken} down`}
                disabled={index === items.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <Glyph icon={ArrowDown} className="size-4" />
                <span className="sr-only">Move {spoken} down</span>
              </Button>
              <Button
                size="sm"
                title={`Remove ${spoken}`}
                disabled={items.length <= min}
                onClick={() =>
                  change(
                    items.filter((__, at) => at !== index),
                    { index, part: "add" },
                  )
                }
              >
                <Glyph icon={Trash2} className="size-4" />
                <span className="sr-only">Remove {spoken}</span>
              </Button>
            </div>
          );
          return (
            <li key={index} id={`${base}-entry-${index}`}>
              {inline ? (
                <div className="space-y-2">
                  {children(itemPath, label)}
                  {buttons}
                </div>
              ) : (
                <fieldset className="space-y-3 rounded-lg border border-white/15 p-4">
                  <legend className="px-1 font-medium">{label}</legend>
                  {children(itemPath, label)}
                  {buttons}
                </fieldset>
              )}
            </li>
          );
        })}
      </ol>
      {error && (
        <p id={`${base}-error`} className="text-sm text-danger">
          {title}: {error}
        </p>
      )}
      <Button
        id={`${base}-add`}
        disabled={items.length >= max}
        onClick={() =>
          change([...items, newItem()], {
            index: items.length,
            part: "first",
          })
        }
      >
        Add {noun}
      </Button>
      {items.length >= max && (
        <p className="text-sm text-ink-muted">At most {max} entries.</p>
      )}
    </fieldset>
  );
}

/** A list of entries with several fields each (experience, core areas…). */
export function GroupList(
  props: ListProps & {
    newItem: () => unknown;
    children: (itemPath: Path, label: string) => ReactNode;
  },
) {
  return <ListEditor {...props} />;
}

/** A list of texts (highlights, keywords, paragraphs): one field per entry. */
export function TextList({ rows, ...props }: ListProps & { rows?: number }) {
  return (
    <ListEditor {...props} inline newItem={() => ""}>
      {(itemPath, label) => (
        <TextField path={itemPath} label={label} rows={rows} required />
      )}
    </ListEditor>
  );
}
