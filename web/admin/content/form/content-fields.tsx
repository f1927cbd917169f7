import type { ComponentProps, ReactNode } from "react";
import { Field, GROWS_WITH_TEXT } from "../../../ui/field";
import { useFlaggedWordsWarning } from "../flagged-words/flagged-words-context";
import { getAt, type Path } from "./document-path";
import { useEditor } from "./editor-context";

interface FieldProps {
  path: Path;
  label: string;
  hint?: ReactNode;
  required?: boolean;
}

/** The shared Field for a place in the document: its error and its id (to focus it from the error summary) come from the editor. */
export function DocumentField({
  path,
  ...field
}: { path: Path } & Omit<ComponentProps<typeof Field>, "error" | "id">) {
  const editor = useEditor();
  return (
    <Field {...field} error={editor.errorAt(path)} id={editor.idFor(path)} />
  );
}

const asText = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value) : "";

/**
 * One line of text, or several (`rows`), at `path` of the document. A text
 * (not an address, e-mail or phone number) warns under the field of the
 * words the owner's professional rules flag, in either language.
 */
export function TextField({
  path,
  label,
  hint,
  required,
  placeholder,
  rows,
  type = "text",
}: FieldProps & {
  placeholder?: string;
  rows?: number;
  type?: "text" | "email" | "tel" | "url";
}) {
  const editor = useEditor();
  const value = asText(getAt(editor.document, path));
  const warning = useFlaggedWordsWarning(
    editor.idFor(path),
    path,
    value,
    type === "text",
  );
  const common = {
    value,
    placeholder,
    onChange: (event: { target: { value: string } }) =>
      editor.update(path, event.target.value),
    onBlur: () => editor.touch(path),
  };
  return (
    <DocumentField
      path={path}
      label={label}
      hint={hint}
      required={required}
      warning={warning}
    >
      {(control) =>
        rows ? (
          <textarea
            {...control}
            {...common}
            rows={rows}
            className={`${control.className} ${GROWS_WITH_TEXT}`}
          />
        ) : (
          <input {...control} {...common} type={type} />
        )
      }
    </DocumentField>
  );
}

/** A year: kept as a number when it is one, else as typed (the schema then says why). */
export function YearField({ path, label, hint, required }: FieldProps) {
  const editor = useEditor();
  return (
    <DocumentField path={path} label={label} hint={hint} required={required}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={asText(getAt(editor.document, path))}
          onChange={(event) => {
            const typed = event.target.value.trim();
            editor.update(
              path,
              /^\d{1,4}$/.test(typed) ? Number(typed) : typed,
            );
          }}
          onBlur={() => editor.touch(path)}
        />
      )}
    </DocumentField>
  );
}

/** A yes/no at `path`; `checkedWhenUnset` for a setting whose default is yes (content written before it existed). */
export function CheckboxField({
  path,
  label,
  hint,
  checkedWhenUnset = false,
}: FieldProps & { checkedWhenUnset?: boolean }) {
  const editor = useEditor();
  const value = getAt(editor.document, path);
  return (
    <DocumentField path={path} inline label={label} hint={hint}>
      {(control) => (
        <input
          {...control}
          type="checkbox"
          checked={value === undefined ? checkedWhenUnset : value === true}
          onChange={(event) => {
            editor.update(path, event.target.checked);
            editor.touch(path);
          }}
        />
      )}
    </DocumentField>
  );
}

export function SelectField({
  path,
  label,
  hint,
  required,
  options,
}: FieldProps & { options: readonly { value: string; label: string }[] }) {
  const editor = useEditor();
  const value = asText(getAt(editor.document, path));
  const known = options.some((option) => option.value === value);
  return (
    <DocumentField path={path} label={label} hint={hint} required={required}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => {
            editor.update(path, event.target.value);
            editor.touch(path);
          }}
        >
          {/* A draft may hold a value no longer offered: show it until changed. */}
          {!known && <option value={value}>{value || "Choose…"}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </DocumentField>
  );
}
