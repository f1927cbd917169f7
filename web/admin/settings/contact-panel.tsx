import { useState, type FormEvent } from "react";
import {
  KEEP_MONTHS,
  START_CONVERSATION_ACTIONS,
  type ContactSettings,
  type StartConversationAction,
} from "../../../core/api/enquiries";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { useContactSettings } from "./api/use-contact-settings";
import { useSaveContactSettings } from "./api/use-save-contact-settings";
import { Panel } from "./panel";

const START_LABELS: Record<StartConversationAction, string> = {
  profile: "Your professional profile (the default)",
  dialog: "A contact dialog that opens the visitor's mail program",
  form: "The enquiry form: enquiries arrive in the Enquiries tab",
};

type Months = "keepHandledMonths" | "keepUnhandledMonths";
/** The settings as the form holds them: months as typed. */
type Draft = Omit<ContactSettings, Months> & Record<Months, string>;

const toDraft = (settings: ContactSettings): Draft => ({
  ...settings,
  keepHandledMonths: String(settings.keepHandledMonths),
  keepUnhandledMonths: String(settings.keepUnhandledMonths),
});
// An empty or partial number goes as it is: the server names the field it refuses.
const fromDraft = (draft: Draft): ContactSettings => ({
  ...draft,
  keepHandledMonths: Number(draft.keepHandledMonths || Number.NaN),
  keepUnhandledMonths: Number(draft.keepUnhandledMonths || Number.NaN),
});

const FIELDS = [
  "startConversation",
  "showEmail",
  "showBooking",
  "notifyWithText",
  "keepHandledMonths",
  "keepUnhandledMonths",
] as const;
type FieldName = (typeof FIELDS)[number];

/** The field a server's message names (it starts with the field's name). */
const namedField = (message: string): FieldName | null =>
  FIELDS.find((field) => message.startsWith(`${field} `)) ?? null;

const fieldId = (field: FieldName) => `contact-${field}`;

/** "Contact" in the Settings tab: the owner's contact choices, saved with PUT. */
export function ContactPanel() {
  const settings = useContactSettings();
  return (
    <Panel title="Contact">
      {settings.isError && (
        <p role="alert" className="text-danger">
          The contact settings could not be read: {settings.error.message}
        </p>
      )}
      {settings.data && <ContactForm initial={settings.data} />}
    </Panel>
  );
}

function ContactForm({ initial }: { initial: ContactSettings }) {
  const [draft, setDraft] = useState(() => toDraft(initial));
  const [saved, setSaved] = useState(false);
  const save = useSaveContactSettings();
  const error = save.error?.message ?? null;
  const errorField = error ? namedField(error) : null;
  const errorFor = (field: FieldName) => (errorField === field ? error : null);

  const change = (changes: Partial<Draft>) => {
    setDraft((before) => ({ ...before, ...changes }));
    setSaved(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    save.mutate(fromDraft(draft), {
      onSuccess: (answer) => {
        setDraft(toDraft(answer));
        setSaved(true);
      },
      onError: (failure) => {
        const field = namedField(failure.message);
        if (field) document.getElementById(fieldId(field))?.focus();
      },
    });
  };

  const check = (
    field: "showEmail" | "showBooking" | "notifyWithText",
    label: string,
    hint?: string,
  ) => (
    <Field inline label={label} hint={hint} id={fieldId(field)}>
      {(control) => (
        <input
          {...control}
          type="checkbox"
          checked={draft[field]}
          onChange={(event) => change({ [field]: event.target.checked })}
        />
      )}
    </Field>
  );

  const months = (field: Months, label: string, hint: string) => (
    <Field
      label={label}
      hint={hint}
      error={errorFor(field)}
      id={fieldId(field)}
      className="max-w-xs"
    >
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="numeric"
          min={KEEP_MONTHS.min}
          max={KEEP_MONTHS.max}
          step={1}
          value={draft[field]}
          onChange={(event) => change({ [field]: event.target.value })}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <fieldset
        aria-describedby={
          errorFor("startConversation") ? "contact-start-error" : undefined
        }
      >
        <legend className="mb-2 text-sm font-medium">
          What &ldquo;Start a Conversation&rdquo; opens on the site
        </legend>
        <div className="space-y-2">
          {START_CONVERSATION_ACTIONS.map((action) => (
            <Field
              key={action}
              inline
              label={START_LABELS[action]}
              id={
                action === draft.startConversation
                  ? fieldId("startConversation")
                  : undefined
              }
            >
              {(control) => (
                <input
                  {...control}
                  type="radio"
                  name="startConversation"
                  value={action}
                  checked={draft.startConversation === action}
                  onChange={() => change({ startConversation: action })}
                />
              )}
            </Field>
          ))}
        </div>
        {errorFor("startConversation") && (
          <p id="contact-start-error" className="mt-1 text-sm text-danger">
            {error}
          </p>
        )}
      </fieldset>
      {check("showEmail", "Show the e-mail address")}
      {check("showBooking", "Show the booking link")}
      {check(
        "notifyWithText",
        "Include the enquiry's text in notifications",
        "Off by default. E-mail is not confidential: when this is on, the sender's name, e-mail address and message travel in the notification. When it is off, the notification only says that an enquiry arrived, with a link to the Enquiries tab.",
      )}
      {months(
        "keepHandledMonths",
        "Keep handled enquiries for (months)",
        `Deleted this many months after you marked them handled; from ${KEEP_MONTHS.min} to ${KEEP_MONTHS.max}.`,
      )}
      {months(
        "keepUnhandledMonths",
        "Keep enquiries never handled for (months)",
        `Deleted this many months after they arrived, if never marked handled; from ${KEEP_MONTHS.min} to ${KEEP_MONTHS.max}.`,
      )}
      {error && (
        <p role="alert" className="text-danger">
          Not saved: {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save contact settings"}
        </Button>
        <p role="status" className="text-sm text-ink-muted">
          {saved ? "Saved." : ""}
        </p>
      </div>
    </form>
  );
}
