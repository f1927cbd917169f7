import { useState, type FormEvent } from "react";
import { RELATIONSHIPS } from "../../core/testimonial";
import {
  validateTestimonialEdit,
  type EditField,
  type TestimonialEditInput,
} from "../../core/testimonial-edit";
import { Modal } from "./modal";
import type { AdminTestimonial } from "../../core/moderation";

const input =
  "w-full rounded-md border border-white/20 bg-surface px-3 py-2 text-ink aria-invalid:border-red-300";

/** Edits the displayed text (to fix typos); the visitor's original is kept by the server. */
export function EditDialog({
  item,
  onSave,
  onCancel,
}: {
  item: AdminTestimonial | null;
  onSave: (edit: TestimonialEditInput) => Promise<string | null>;
  onCancel: () => void;
}) {
  return (
    <Modal open={item !== null} labelledBy="edit-title" onClose={onCancel}>
      {item && <EditForm item={item} onSave={onSave} onCancel={onCancel} />}
    </Modal>
  );
}

function EditForm({
  item,
  onSave,
  onCancel,
}: {
  item: AdminTestimonial;
  onSave: (edit: TestimonialEditInput) => Promise<string | null>;
  onCancel: () => void;
}) {
  const [values, setValues] = useState({
    name: item.name,
    company: item.company,
    relationship: item.relationship ?? "",
    comment: item.comment,
  });
  const [errors, setErrors] = useState<Partial<Record<EditField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateTestimonialEdit(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    setFailure(await onSave(values));
    setBusy(false);
  };

  const field = (name: EditField) => ({
    id: `edit-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `edit-${name}-error` : undefined,
    className: input,
  });
  const error = (name: EditField) =>
    errors[name] && (
      <p id={`edit-${name}-error`} className="mt-1 text-sm text-red-300">
        {errors[name]}
      </p>
    );
  const set =
    (name: keyof typeof values) => (event: { target: { value: string } }) =>
      setValues({ ...values, [name]: event.target.value });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <h2 id="edit-title" className="text-xl font-semibold">
        Edit displayed text
      </h2>
      <p className="text-sm text-ink-muted">
        For typos only. The visitor&apos;s original text stays in the store.
      </p>
      <div>
        <label htmlFor="edit-name" className="mb-1 block font-medium">
          Name
        </label>
        <input {...field("name")} value={values.name} onChange={set("name")} />
        {error("name")}
      </div>
      <div>
        <label htmlFor="edit-company" className="mb-1 block font-medium">
          Company
        </label>
        <input
          {...field("company")}
          value={values.company}
          onChange={set("company")}
        />
        {error("company")}
      </div>
      <div>
        <label htmlFor="edit-relationship" className="mb-1 block font-medium">
          Relationship
        </label>
        <select
          {...field("relationship")}
          value={values.relationship}
          onChange={set("relationship")}
        >
          <option value="">None</option>
          {RELATIONSHIPS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
        {error("relationship")}
      </div>
      <div>
        <label htmlFor="edit-comment" className="mb-1 block font-medium">
          Comment
        </label>
        <textarea
          {...field("comment")}
          rows={6}
          value={values.comment}
          onChange={set("comment")}
        />
        {error("comment")}
      </div>
      {failure && (
        <p role="alert" className="text-red-300">
          {failure}
        </p>
      )}
      <div className="flex justify-end gap-3">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-white/25 px-4 py-2"
        >
          Cancel
        </button>
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-accent px-4 py-2 font-semibold text-surface disabled:opacity-60"
        >
          {busy ? "Saving…" : "Save changes"}
        </button>
      </div>
    </form>
  );
}
