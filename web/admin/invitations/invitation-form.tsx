import { useState, type FormEvent } from "react";
import {
  EXPIRY_DEFAULT_DAYS,
  EXPIRY_MAX_DAYS,
  NOTE_MAX,
  validateInvitation,
} from "../../../core/testimonials/invitations";
import type { IssuedInvitation } from "../../../core/api/invitations";
import { RELATIONSHIPS } from "../../../core/testimonials/relationships";
import {
  LANGUAGE_INFO,
  type SiteLanguages,
  type SiteLanguage,
} from "../../../core/site-languages";
import { Button } from "../../ui/button";
import { Field, GROWS_WITH_TEXT } from "../../ui/field";
import { useCreateInvitation } from "./api/use-create-invitation";

const LABEL = {
  name: "Client's name",
  company: "Company",
  relationship: "Relationship",
  note: "Personal note",
  lang: "Page language",
  expiresInDays: "Days the link works",
} as const;
type FormField = keyof typeof LABEL;

const isFormField = (word: string): word is FormField => word in LABEL;

const EMPTY = {
  name: "",
  company: "",
  relationship: "",
  note: "",
  expiresInDays: String(EXPIRY_DEFAULT_DAYS),
};

/**
 * Creates an invitation. The rules are core's (the server checks the same);
 * a refused field gets the message with its label in front and focus.
 */
export function InvitationForm({
  languages,
  onIssued,
}: {
  languages: SiteLanguages;
  onIssued: (issued: IssuedInvitation) => void;
}) {
  const [values, setValues] = useState(EMPTY);
  const [lang, setLang] = useState<SiteLanguage>(languages.defaultLanguage);
  // A refused field's message, or (field null) one for the whole form.
  const [error, setError] = useState<{
    field: FormField | null;
    message: string;
  } | null>(null);
  const create = useCreateInvitation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateInvitation(
      {
        ...values,
        relationship: values.relationship || null,
        lang,
        expiresInDays: Number(values.expiresInDays),
      },
      languages.defaultLanguage,
    );
    if (!checked.ok) {
      // core's messages start with the field's name: "name is required".
      const [field = "", ...rest] = checked.message.split(" ");
      if (isFormField(field)) {
        setError({ field, message: `${LABEL[field]} ${rest.join(" ")}.` });
        document.getElementById(`invitation-${field}`)?.focus();
      } else setError({ field: null, message: checked.message });
      return;
    }
    setError(null);
    create.mutate(checked.value, {
      onSuccess: (issued) => {
        setValues(EMPTY);
        onIssued(issued);
      },
    });
  };

  const control = (name: keyof typeof EMPTY) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues({ ...values, [name]: event.target.value }),
  });
  const errorFor = (field: FormField) =>
    error?.field === field ? error.message : null;
  const field = (name: FormField) => ({
    id: `invitation-${name}`,
    label: LABEL[name],
    error: errorFor(name),
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="new-invitation-title"
      className="space-y-4 rounded-lg border border-white/10 bg-surface-raised p-4 sm:p-5"
    >
      <h2 id="new-invitation-title" className="text-xl font-semibold">
        New invitation
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...field("name")} required>
          {(props) => (
            <input {...props} {...control("name")} autoComplete="off" />
          )}
        </Field>
        <Field {...field("company")}>
          {(props) => (
            <input {...props} {...control("company")} autoComplete="off" />
          )}
        </Field>
        <Field {...field("relationship")}>
          {(props) => (
            <select {...props} {...control("relationship")}>
              <option value="">Not set</option>
              {RELATIONSHIPS.map((each) => (
                <option key={each} value={each}>
                  {each}
                </option>
              ))}
            </select>
          )}
        </Field>
        {languages.published.length > 1 && (
          <Field
            {...field("lang")}
            hint="The page the link opens, and the e-mail's language."
          >
            {(props) => (
              <select
                {...props}
                value={lang}
                onChange={(event) =>
                  setLang(event.target.value as SiteLanguage)
                }
              >
                {languages.published.map((each) => (
                  <option key={each} value={each}>
                    {LANGUAGE_INFO[each].name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Field
          {...field("expiresInDays")}
          hint={`From 1 to ${EXPIRY_MAX_DAYS}.`}
        >
          {(props) => (
            <input
              {...props}
              {...control("expiresInDays")}
              type="number"
              inputMode="numeric"
              min={1}
              max={EXPIRY_MAX_DAYS}
              step={1}
            />
          )}
        </Field>
      </div>
      <Field
        {...field("note")}
        hint={`Shown to the client above the form. ${NOTE_MAX - values.note.length} of ${NOTE_MAX} characters left.`}
      >
        {(props) => (
          <textarea
            {...props}
            {...control("note")}
            rows={3}
            maxLength={NOTE_MAX}
            className={`${props.className} ${GROWS_WITH_TEXT}`}
          />
        )}
      </Field>
      {(create.isError || error?.field === null) && (
        <p role="alert" className="text-danger">
          {create.error?.message ?? error?.message}
        </p>
      )}
      <Button type="submit" variant="primary" disabled={create.isPending}>
        {create.isPending ? "Creating…" : "Create invitation"}
      </Button>
    </form>
  );
}
