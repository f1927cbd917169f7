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

const TITLE_LENGTH = 40;

/**
 * What the owner calls an entry besides its position: its text, title,
 * name or jurisdiction, shortened.
 * @internal
 */
export function entryTitle(entry: unknown) {
  const record = (entry ?? {}) as Record<string, unknown>;
  const text =
    typeof entry === "string"
      ? entry
      : [record.title, record.name, record.jurisdiction].find(
          (each) => typeof each === "string",
        );
  const title = (text ?? "").replace(/\s+/g, " ").trim();
  return title.length > TITLE_LENGTH
    ? `${title.slice(0, TITLE_LENGTH - 1).trimEnd()}…`
    : title;
}

type FocusTarget = { index: number; part: "first" | "up" | "down" | "add" };

/**
 * An editable list: each entry with "Move … up", "Move … down" and
 * "Remove …" buttons at its top, and an "Add …" button below. Entries are
 * named by position ("Experience 2"), which is how the owner refers to them;
 * the buttons add the entry's title ("Move experience 2, 'Junior Lawyer',
 * up"), so a screen reader says which entry they act on.
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
        {items.map((item, index) => {
          const label = `${capitalise(noun)} ${index + 1}`;
          const title = entryTitle(item);
          const named = title
            ? `${noun} ${index + 1}, '${title}'`
            : `${noun} ${index + 1}`;
          const moveUp = `Move ${named}${title ? "," : ""} up`;
          const moveDown = `Move ${named}${title ? "," : ""} down`;
          const remove = `Remove ${named}`;
          const itemPath = [...path, index];
          // Icons with the full sentence as their name (and tooltip): compact on a phone.
          const buttons = (
            <div className="flex gap-2 self-end">
              <Button
                size="sm"
                id={`${base}-entry-${index}-up`}
                title={moveUp}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <Glyph icon={ArrowUp} className="size-4" />
                <span className="sr-only">{moveUp}</span>
              </Button>
              <Button
                size="sm"
                id={`${base}-entry-${index}-down`}
                title={moveDown}
                disabled={index === items.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <Glyph icon={ArrowDown} className="size-4" />
                <span className="sr-only">{moveDown}</span>
              </Button>
              <Button
                size="sm"
                title={remove}
                disabled={items.length <= min}
                onClick={() =>
                  change(
                    items.filter((__, at) => at !== index),
                    { index, part: "add" },
                  )
                }
              >
                <Glyph icon={Trash2} className="size-4" />
                <span className="sr-only">{remove}</span>
              </Button>
            </div>
          );
          return (
            <li key={index} id={`${base}-entry-${index}`}>
              {inline ? (
                <div className="flex flex-col gap-1">
                  {buttons}
                  {children(itemPath, label)}
                </div>
              ) : (
                <fieldset className="flex flex-col gap-3 rounded-lg border border-ink-muted/30 p-4">
                  <legend className="px-1 font-medium">{label}</legend>
                  <div className="flex justify-end border-b border-ink-muted/25 pb-3">
                    {buttons}
                  </div>
                  {children(itemPath, label)}
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
