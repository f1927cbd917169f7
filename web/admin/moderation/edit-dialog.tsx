import { useState, type FormEvent } from "react";
import type { AdminTestimonial } from "../../../core/api/moderation";
import { RELATIONSHIPS } from "../../../core/testimonials/relationships";
import {
  validateTestimonialEdit,
  type EditField,
} from "../../../core/testimonials/testimonial-edit";
import { Button } from "../../ui/button";
import { Field, GROWS_WITH_TEXT } from "../../ui/field";
import { Modal } from "../../ui/modal";
import { useEditTestimonial } from "./api/use-edit-testimonial";

/** Edits the displayed text (to fix typos); the visitor's original is kept by the server. */
export function EditDialog({
  item,
  onSaved,
  onCancel,
}: {
  item: AdminTestimonial | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal open={item !== null} labelledBy="edit-title" onClose={onCancel}>
      {item && <EditForm item={item} onSaved={onSaved} onCancel={onCancel} />}
    </Modal>
  );
}

function EditForm({
  item,
  onSaved,
  onCancel,
}: {
  item: AdminTestimonial;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState({
    name: item.name,
    company: item.company,
    relationship: item.relationship ?? "",
    comment: item.comment,
  });
  const [errors, setErrors] = useState<Partial<Record<EditField, string>>>({});
  const edit = useEditTestimonial();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateTestimonialEdit(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    edit.mutate({ id: item.id, edit: values }, { onSuccess: onSaved });
  };

  const control = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues({ ...values, [name]: event.target.value }),
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <h2 id="edit-title" className="text-xl font-semibold">
        Edit displayed text
      </h2>
      <p className="text-sm text-ink-muted">
        For typos only. The visitor&apos;s original text stays in the store.
      </p>
      <Field label="Name" error={errors.name}>
        {(props) => <input {...props} {...control("name")} />}
      </Field>
      <Field label="Company" error={errors.company}>
        {(props) => <input {...props} {...control("company")} />}
      </Field>
      <Field label="Relationship" error={errors.relationship}>
        {(props) => (
          <select {...props} {...control("relationship")}>
            <option value="">None</option>
            {RELATIONSHIPS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Comment" error={errors.comment}>
        {(props) => (
          <textarea
            {...props}
            rows={6}
            {...control("comment")}
            className={`${props.className} ${GROWS_WITH_TEXT}`}
          />
        )}
      </Field>
      {edit.isError && (
        <p role="alert" className="text-danger">
          {edit.error.message}
        </p>
      )}
      <div className="flex justify-end gap-3">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="primary" disabled={edit.isPending}>
          {edit.isPending ? "Saving…" : "Save changes"}
        </Button>
      </div>
    </form>
  );
}
