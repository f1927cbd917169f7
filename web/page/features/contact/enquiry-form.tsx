import { useId, useState, type FormEvent } from "react";
import { validateEnquiry } from "../../../../core/enquiries/enquiry";
import { HONEYPOT_FIELD } from "../../../../core/testimonials/testimonial";
import type { SiteLanguage } from "../../../../core/site-languages";
import { Button } from "../../../ui/button";
import type { EnquiryStrings } from "../../i18n/contact/contact-dictionary";
import {
  ENQUIRY_FIELDS,
  EnquiryFields,
  type EnquiryField,
} from "./enquiry-fields";
import { enquiryMessage } from "./enquiry-messages";
import { sendEnquiry, type EnquiryBody } from "./send-enquiry";

type Errors = Partial<Record<EnquiryField, string>>;

export interface EnquiryFormProps {
  lang: SiteLanguage;
  texts: EnquiryStrings;
  /** The owner's words for the notice and the confirmation; the dictionary's when absent. */
  notice?: string;
  thanks?: string;
  privacyHref: string;
  opensInNewTab: string;
  /** The heading's id, which names the dialog around the form. */
  titleId: string;
  onCancel: () => void;
  /** Sends an enquiry; replaceable in tests. */
  send?: typeof sendEnquiry;
}

/**
 * The enquiry form with the script: checked with the rules of
 * core/enquiries (their messages in the page's language), sent as JSON, and
 * answered in place with the owner's confirmation.
 */
export function EnquiryForm({
  lang,
  texts,
  notice = texts.notice,
  thanks = texts.thanks,
  privacyHref,
  opensInNewTab,
  titleId,
  onCancel,
  send = sendEnquiry,
}: EnquiryFormProps) {
  const id = useId();
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState("");
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const showErrors = (found: Errors) => {
    const shown: Errors = {};
    for (const field of ENQUIRY_FIELDS)
      if (found[field]) shown[field] = enquiryMessage(found[field], texts);
    setErrors(shown);
    const first = ENQUIRY_FIELDS.find((field) => shown[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const data = new FormData(event.currentTarget);
    const text = (key: string) => String(data.get(key) ?? "");
    const body: EnquiryBody = {
      name: text("name"),
      email: text("email"),
      company: text("company"),
      otherParties: text("otherParties"),
      message: text("message"),
      acknowledged: data.get("acknowledged") !== null,
      website: text(HONEYPOT_FIELD),
      lang,
    };
    setFailure("");
    const valid = validateEnquiry(body);
    if (!valid.ok) return showErrors(valid.errors);
    setErrors({});
    setSending(true);
    try {
      const answer = await send(body);
      if (answer.ok) setSent(true);
      else if (Object.keys(answer.errors).length > 0) showErrors(answer.errors);
      else
        setFailure(
          answer.status === 429
            ? texts.rateLimited
            : answer.status === 503
              ? texts.unavailable
              : texts.failed,
        );
    } catch {
      setFailure(texts.failed);
    } finally {
      setSending(false);
    }
  };

  if (sent)
    return (
      <div role="status">
        <h2 id={titleId} className="mb-3 text-xl font-semibold">
          {texts.sentTitle}
        </h2>
        <p className="mb-6">{thanks}</p>
        <div className="flex justify-end">
          {/* Focused as the confirmation replaces the form, so the dialog keeps the focus. */}
          <Button variant="primary" onClick={onCancel} autoFocus>
            {texts.close}
          </Button>
        </div>
      </div>
    );

  return (
    <form noValidate onSubmit={onSubmit} className="relative grid gap-5">
      <h2 id={titleId} className="text-xl font-semibold">
        {texts.title}
      </h2>
      <EnquiryFields
        idPrefix={id}
        texts={texts}
        notice={notice}
        privacyHref={privacyHref}
        opensInNewTab={opensInNewTab}
        errors={errors}
      />
      {failure && (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      )}
      <div className="flex justify-end gap-3">
        <Button onClick={onCancel}>{texts.cancel}</Button>
        <Button type="submit" variant="primary" disabled={sending}>
          {sending ? texts.sending : texts.send}
        </Button>
      </div>
    </form>
  );
}
