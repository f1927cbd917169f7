import { ENQUIRY_LIMITS } from "../../../../core/enquiries/enquiry";
import { HONEYPOT_FIELD } from "../../../../core/testimonials/testimonial";
import { Field } from "../../../ui/field";
import type { EnquiryStrings } from "../../i18n/contact/contact-dictionary";

/** The enquiry's fields, as the call names them. */
export type EnquiryField =
  "name" | "email" | "company" | "otherParties" | "message" | "acknowledged";

/** In the order shown, to focus the first invalid one. */
export const ENQUIRY_FIELDS: EnquiryField[] = [
  "name",
  "email",
  "company",
  "otherParties",
  "message",
  "acknowledged",
];

export interface EnquiryFieldsProps {
  /** Prefixes the controls' ids (`{idPrefix}-name`…), so the form can focus them. */
  idPrefix: string;
  texts: EnquiryStrings;
  /** The notice the sender acknowledges: the owner's words, or the dictionary's. */
  notice: string;
  privacyHref: string;
  opensInNewTab: string;
  errors?: Partial<Record<EnquiryField, string>>;
}

/**
 * The enquiry form's controls, the same with and without the script: the
 * browser's own checks (required, e-mail, maxlength from ENQUIRY_LIMITS)
 * stand in for the script's when the form is posted as it is.
 */
export function EnquiryFields({
  idPrefix,
  texts,
  notice,
  privacyHref,
  opensInNewTab,
  errors = {},
}: EnquiryFieldsProps) {
  const field = (name: EnquiryField) => ({
    id: `${idPrefix}-${name}`,
    error: errors[name],
  });
  const noticeId = `${idPrefix}-notice`;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={texts.name} required {...field("name")}>
          {(props) => (
            <input
              {...props}
              name="name"
              autoComplete="name"
              maxLength={ENQUIRY_LIMITS.nameMax}
            />
          )}
        </Field>
        <Field label={texts.email} required {...field("email")}>
          {(props) => (
            <input
              {...props}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={ENQUIRY_LIMITS.emailMax}
            />
          )}
        </Field>
      </div>
      <Field label={texts.company} {...field("company")}>
        {(props) => (
          <input
            {...props}
            name="company"
            autoComplete="organization"
            maxLength={ENQUIRY_LIMITS.companyMax}
          />
        )}
      </Field>
      <Field
        label={texts.otherParties}
        hint={texts.otherPartiesHint}
        {...field("otherParties")}
      >
        {(props) => (
          <textarea
            {...props}
            name="otherParties"
            rows={2}
            maxLength={ENQUIRY_LIMITS.partiesMax}
          />
        )}
      </Field>
      <Field label={texts.message} required {...field("message")}>
        {(props) => (
          <textarea
            {...props}
            name="message"
            rows={6}
            maxLength={ENQUIRY_LIMITS.messageMax}
          />
        )}
      </Field>
      <p
        id={noticeId}
        className="rounded-lg border border-ink-muted/30 p-4 text-sm whitespace-pre-line"
      >
        {notice}
      </p>
      <Field
        label={texts.acknowledge}
        required
        inline
        {...field("acknowledged")}
      >
        {(props) => (
          <input
            {...props}
            name="acknowledged"
            type="checkbox"
            // The notice is what the box acknowledges; its error, if any, is
            // the box's description too.
            aria-describedby={[noticeId, props["aria-describedby"]]
              .filter(Boolean)
              .join(" ")}
          />
        )}
      </Field>
      <p className="-mt-3 pl-7 text-sm text-ink-muted">
        <a
          href={privacyHref}
          target="_blank"
          rel="noopener"
          className="underline underline-offset-4 hover:text-ink"
        >
          {texts.privacyLink}
          <span className="sr-only">{opensInNewTab}</span>
        </a>
      </p>
      {/* Honeypot: invisible to people and assistive tech; bots fill it in. */}
      <div
        aria-hidden="true"
        className="absolute -left-[9999px] size-px overflow-hidden"
      >
        <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>Website</label>
        <input
          id={`${idPrefix}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
    </>
  );
}
