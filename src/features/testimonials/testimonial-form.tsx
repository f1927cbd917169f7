import { useEffect, useId, useState, type FormEvent } from "react";
import {
  CONSENT_TEXT,
  HONEYPOT_FIELD,
  LIMITS,
  RELATIONSHIPS,
  validateTestimonial,
  type TestimonialField,
} from "../../../core/testimonial";
import { submitFailureMessage, submitTestimonial } from "./submit-testimonial";
import type { BackendConfig } from "./types";

const EMPTY = {
  name: "",
  company: "",
  relationship: "",
  comment: "",
  consent: false,
  [HONEYPOT_FIELD]: "",
};
type Values = typeof EMPTY;
type Errors = Partial<Record<TestimonialField, string>>;

/** Order in which fields appear, to focus the first invalid one. */
const ORDER: TestimonialField[] = [
  "name",
  "company",
  "relationship",
  "comment",
  "consent",
];

const control =
  "w-full rounded-lg border bg-surface px-3 py-2 text-ink placeholder:text-ink-muted/70";
const border = (error?: string) =>
  error ? "border-red-500 ring-1 ring-red-500" : "border-ink-muted/40";

export interface TestimonialFormProps {
  id?: string;
  open: boolean;
  config: BackendConfig;
  onSuccess: () => void;
  onCancel: () => void;
}

/**
 * 'Share Your Testimonial': validated with the shared rules, then POSTed.
 * Stays mounted while closed so a cancelled draft is kept; reset on success.
 */
export default function TestimonialForm({
  id: formId,
  open,
  config,
  onSuccess,
  onCancel,
}: TestimonialFormProps) {
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const fieldId = (field: string) => `${id}-${field}`;
  const focusField = (field: string) =>
    document.getElementById(fieldId(field))?.focus();

  useEffect(() => {
    if (open) focusField("name");
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when it opens
  }, [open]);

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field as TestimonialField]: _, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const result = validateTestimonial(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = ORDER.find((field) => result.errors[field]);
      if (first) focusField(first);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await submitTestimonial(config, {
        ...result.value,
        [HONEYPOT_FIELD]: values[HONEYPOT_FIELD],
      });
      setValues(EMPTY);
      onSuccess();
    } catch (error) {
      window.alert(submitFailureMessage(error));
    } finally {
      setSubmitting(false);
    }
  };

  const described = (field: TestimonialField) =>
    errors[field]
      ? { "aria-invalid": true, "aria-describedby": fieldId(`${field}-error`) }
      : {};
  const error = (field: TestimonialField) =>
    errors[field] && (
      <p id={fieldId(`${field}-error`)} className="mt-1 text-sm text-red-300">
        {errors[field]}
      </p>
    );
  const label = (field: string, text: string, required = false) => (
    <div className="mb-1 text-sm font-medium">
      <label htmlFor={fieldId(field)}>{text}</label>
      {required && (
        <span aria-hidden="true" className="text-red-300">
          {" *"}
        </span>
      )}
    </div>
  );

  return (
    <form
      id={formId}
      hidden={!open}
      noValidate
      aria-labelledby={fieldId("title")}
      onSubmit={onSubmit}
      className="relative mx-auto mt-8 grid max-w-3xl gap-5 rounded-2xl bg-surface-raised p-6 sm:p-8"
    >
      <h3 id={fieldId("title")} className="text-xl font-semibold">
        Share Your Testimonial
      </h3>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          {label("name", "Name", true)}
          <input
            id={fieldId("name")}
            name="name"
            autoComplete="name"
            required
            maxLength={LIMITS.nameMax}
            value={values.name}
            onChange={(e) => set("name", e.target.value)}
            className={`${control} ${border(errors.name)}`}
            {...described("name")}
          />
          {error("name")}
        </div>
        <div>
          {label("company", "Company")}
          <input
            id={fieldId("company")}
            name="company"
            autoComplete="organization"
            maxLength={LIMITS.companyMax}
            value={values.company}
            onChange={(e) => set("company", e.target.value)}
            className={`${control} ${border(errors.company)}`}
            {...described("company")}
          />
          {error("company")}
        </div>
      </div>
      <div>
        {label("relationship", "Relationship")}
        <select
          id={fieldId("relationship")}
          name="relationship"
          value={values.relationship}
          onChange={(e) => set("relationship", e.target.value)}
          className={`${control} ${border(errors.relationship)}`}
          {...described("relationship")}
        >
          <option value="">Select relationship</option>
          {RELATIONSHIPS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
        {error("relationship")}
      </div>
      <div>
        {label("comment", "Testimonial", true)}
        <textarea
          id={fieldId("comment")}
          name="comment"
          required
          rows={5}
          maxLength={LIMITS.commentMax}
          value={values.comment}
          onChange={(e) => set("comment", e.target.value)}
          className={`${control} ${border(errors.comment)}`}
          {...described("comment")}
        />
        {error("comment")}
      </div>
      <div>
        <div className="flex items-start gap-3">
          <input
            id={fieldId("consent")}
            name="consent"
            type="checkbox"
            required
            checked={values.consent}
            onChange={(e) => set("consent", e.target.checked)}
            className="mt-1 size-4 accent-(--color-accent)"
            {...described("consent")}
          />
          <label htmlFor={fieldId("consent")} className="text-sm">
            {CONSENT_TEXT}
          </label>
          <span aria-hidden="true" className="text-sm text-red-300">
            *
          </span>
        </div>
        {error("consent")}
      </div>
      {/* Honeypot: invisible to people and assistive tech; bots fill it in. */}
      <div
        aria-hidden="true"
        className="absolute -left-[9999px] size-px overflow-hidden"
      >
        <label htmlFor={fieldId(HONEYPOT_FIELD)}>Website</label>
        <input
          id={fieldId(HONEYPOT_FIELD)}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values[HONEYPOT_FIELD]}
          onChange={(e) => set(HONEYPOT_FIELD, e.target.value)}
        />
      </div>
      <div className="flex justify-end gap-3">
        <button
          type="button"
          onClick={() => {
            setErrors({});
            onCancel();
          }}
          className="rounded-lg border border-ink-muted/40 px-4 py-2 hover:bg-surface"
        >
          Cancel
        </button>
        <button
          type="submit"
          disabled={submitting}
          className="rounded-lg bg-accent px-4 py-2 font-semibold text-surface disabled:opacity-60"
        >
          {submitting ? "Submitting..." : "Submit"}
        </button>
      </div>
    </form>
  );
}
