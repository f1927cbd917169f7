import { useEffect, useId, useState, type FormEvent } from "react";
import { INVITE_BODY_FIELD } from "../../../../core/testimonials/invitations";
import {
  HONEYPOT_FIELD,
  LIMITS,
  validateTestimonial,
  type MessageKey,
  type TestimonialField,
} from "../../../../core/testimonials/testimonial";
import { RELATIONSHIPS } from "../../../../core/testimonials/relationships";
import { Button } from "../../../ui/button";
import { Field } from "../../../ui/field";
import { fill } from "../../../../core/fill";
import { type Dictionary } from "../../i18n/dictionary";
import type { FormInvitation } from "./look-up-invitation";
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

const filledFrom = (invitation: FormInvitation | null): Values =>
  invitation
    ? {
        ...EMPTY,
        name: invitation.name,
        company: invitation.company,
        relationship: invitation.relationship ?? "",
      }
    : EMPTY;
type Errors = Partial<Record<TestimonialField, string>>;

/** A broken rule in the page's language, with the limits filled in. */
function ruleMessage(
  { form, page }: Dictionary,
  field: TestimonialField,
  key: MessageKey,
): string {
  const max = {
    name: LIMITS.nameMax,
    company: LIMITS.companyMax,
  }[field as string];
  return fill(form.messages[key], {
    max: max ?? LIMITS.commentMax,
    min: LIMITS.commentMin,
    choices: RELATIONSHIPS.map((r) => page.relationships[r]).join(", "),
  });
}

/** Order in which fields appear, to focus the first invalid one. */
const ORDER: TestimonialField[] = [
  "name",
  "company",
  "relationship",
  "comment",
  "consent",
];

export interface TestimonialFormProps {
  id?: string;
  /** The page's language and its texts (loaded with this chunk, by the section). */
  lang: string;
  dictionary: Dictionary;
  open: boolean;
  config: BackendConfig;
  /** The privacy page, linked beside the consent (opened in a new tab, so the form keeps what was typed). */
  privacyHref: string;
  /** The invitation the page was opened from: the form starts filled in from it, and its submission carries the token. */
  invitation?: FormInvitation | null;
  onSuccess: () => void;
  onCancel: () => void;
}

/**
 * 'Share Your Testimonial': validated with the shared rules, then POSTed.
 * Stays mounted while closed so a cancelled draft is kept; reset on success.
 */
export default function TestimonialForm({
  id: formId,
  lang,
  dictionary,
  open,
  config,
  privacyHref,
  invitation = null,
  onSuccess,
  onCancel,
}: TestimonialFormProps) {
  const id = useId();
  const strings = dictionary.form;
  const [values, setValues] = useState<Values>(() => filledFrom(invitation));
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const fieldId = (field: string) => `${id}-${field}`;
  const focusField = (field: string) =>
    document.getElementById(fieldId(field))?.focus();

  useEffect(() => {
    // An invited visitor's name is already there: on to the testimonial,
    // leaving the owner's note above the form in view.
    if (open)
      document
        .getElementById(fieldId(invitation ? "comment" : "name"))
        ?.focus({ preventScroll: invitation !== null });
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
      const shown: Errors = {};
      for (const [field, key] of Object.entries(result.keys))
        shown[field as TestimonialField] = ruleMessage(
          dictionary,
          field as TestimonialField,
          key,
        );
      setErrors(shown);
      const first = ORDER.find((field) => shown[field]);
      if (first) focusField(first);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await submitTestimonial(config, {
        ...result.value,
        [HONEYPOT_FIELD]: values[HONEYPOT_FIELD],
        lang,
        ...(invitation && { [INVITE_BODY_FIELD]: invitation.token }),
      });
      setValues(EMPTY);
      onSuccess();
    } catch (error) {
      window.alert(submitFailureMessage(error, strings, lang));
    } finally {
      setSubmitting(false);
    }
  };

  const fieldProps = (field: TestimonialField) => ({
    id: fieldId(field),
    error: errors[field],
  });

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
        {strings.title}
      </h3>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={strings.name} required {...fieldProps("name")}>
          {(props) => (
            <input
              {...props}
              name="name"
              autoComplete="name"
              maxLength={LIMITS.nameMax}
              value={values.name}
              onChange={(e) => set("name", e.target.value)}
            />
          )}
        </Field>
        <Field label={strings.company} {...fieldProps("company")}>
          {(props) => (
            <input
              {...props}
              name="company"
              autoComplete="organization"
              maxLength={LIMITS.companyMax}
              value={values.company}
              onChange={(e) => set("company", e.target.value)}
            />
          )}
        </Field>
      </div>
      <Field label={strings.relationship} {...fieldProps("relationship")}>
        {(props) => (
          <select
            {...props}
            name="relationship"
            value={values.relationship}
            onChange={(e) => set("relationship", e.target.value)}
          >
            <option value="">{strings.selectRelationship}</option>
            {RELATIONSHIPS.map((r) => (
              <option key={r} value={r}>
                {dictionary.page.relationships[r]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={strings.testimonial} required {...fieldProps("comment")}>
        {(props) => (
          <textarea
            {...props}
            name="comment"
            rows={5}
            maxLength={LIMITS.commentMax}
            value={values.comment}
            onChange={(e) => set("comment", e.target.value)}
          />
        )}
      </Field>
      <Field label={strings.consent} required inline {...fieldProps("consent")}>
        {(props) => (
          <input
            {...props}
            name="consent"
            type="checkbox"
            checked={values.consent}
            onChange={(e) => set("consent", e.target.checked)}
          />
        )}
      </Field>
      {/* Beside the consent it informs; a new tab keeps what was typed here.
          Not the checkbox's description, which is its error alone. */}
      <p className="-mt-3 pl-7 text-sm text-ink-muted">
        <a
          href={privacyHref}
          target="_blank"
          rel="noopener"
          className="underline underline-offset-4 hover:text-ink"
        >
          {strings.privacyLink}
          <span className="sr-only">{dictionary.server.opensInNewTab}</span>
        </a>
      </p>
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
        <Button
          onClick={() => {
            setErrors({});
            onCancel();
          }}
        >
          {strings.cancel}
        </Button>
        <Button type="submit" variant="primary" disabled={submitting}>
          {submitting ? strings.submitting : strings.submit}
        </Button>
      </div>
    </form>
  );
}
