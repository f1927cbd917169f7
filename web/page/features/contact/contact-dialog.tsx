import { useId, type FormEvent } from "react";
import { Button } from "../../../ui/button";
import { Field } from "../../../ui/field";
import { Modal } from "../../../ui/modal";
import type { ContactDictionary } from "../../i18n/contact/contact-dictionary";
import { buildMailto } from "./build-mailto";

export interface ContactDialogProps {
  open: boolean;
  /** Heard however it closes: Cancel, Escape, or once the mail is opened. */
  onClose: () => void;
  /** Asks to close it (Cancel, sent); the dialog then calls `onClose`. */
  onCancel: () => void;
  strings: ContactDictionary["dialog"];
  /** The owner's address the mail is written to. */
  email: string;
  /** Opens the mail program; replaceable in tests. */
  openUrl?: (url: string) => void;
}

/** 'Let's grab a quick coffee': name, email and message, sent through the visitor's mail program. */
export function ContactDialog({
  open,
  onClose,
  onCancel,
  strings,
  email,
  openUrl = (url) => window.location.assign(url),
}: ContactDialogProps) {
  const titleId = useId();

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (key: string) => String(data.get(key) ?? "");
    openUrl(
      buildMailto(
        email,
        {
          name: value("name"),
          email: value("email"),
          message: value("message"),
        },
        strings.subject,
      ),
    );
    onCancel();
  };

  return (
    <Modal open={open} labelledBy={titleId} onClose={onClose}>
      <h2 id={titleId} className="mb-4 text-xl font-semibold">
        {strings.title}
      </h2>
      <form onSubmit={send} className="flex flex-col gap-3">
        {/* The first field: the focus as the dialog opens (showModal's own rule). */}
        <Field label={strings.name} required>
          {(props) => <input {...props} name="name" autoComplete="name" />}
        </Field>
        <Field label={strings.email} required>
          {(props) => (
            <input {...props} name="email" type="email" autoComplete="email" />
          )}
        </Field>
        <Field label={strings.message} required>
          {(props) => <textarea {...props} name="message" rows={4} />}
        </Field>
        <div className="mt-2 flex justify-end gap-2">
          <Button onClick={onCancel}>{strings.cancel}</Button>
          <Button type="submit" variant="primary">
            {strings.send}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
