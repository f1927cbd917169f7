import { useEffect, useId, useRef, type FormEvent } from "react";
import { usePageContent } from "../../app/content-context";
import { buildMailto } from "./build-mailto";

interface ContactDialogProps {
  /** Spec: the dialog exists but nothing on the page ever opens it. */
  open: boolean;
  onClose: () => void;
  /** Opens the mail program; replaceable in tests. */
  openUrl?: (url: string) => void;
}

const field =
  "w-full rounded-md border border-ink-muted/40 bg-surface px-3 py-2 text-ink";

/** 'Let's grab a quick coffee': name, email and message, sent through the visitor's mail program. */
export function ContactDialog({
  open,
  onClose,
  openUrl = (url) => window.location.assign(url),
}: ContactDialogProps) {
  const { email } = usePageContent();
  const titleId = useId();
  const first = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) first.current?.focus();
  }, [open]);

  if (!open) return null;

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (key: string) => String(data.get(key) ?? "");
    openUrl(
      buildMailto(email, {
        name: value("name"),
        email: value("email"),
        message: value("message"),
      }),
    );
    onClose();
  };

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/70 p-4">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="w-full max-w-md rounded-xl bg-surface-raised p-6"
        onKeyDown={(event) => event.key === "Escape" && onClose()}
      >
        <h2 id={titleId} className="mb-4 text-xl font-semibold">
          Let&apos;s grab a quick coffee
        </h2>
        <form onSubmit={send} className="flex flex-col gap-3">
          <label className="flex flex-col gap-1 text-sm">
            Name
            <input ref={first} name="name" required className={field} />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            Email
            <input name="email" type="email" required className={field} />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            Message
            <textarea name="message" required rows={4} className={field} />
          </label>
          <div className="mt-2 flex justify-end gap-2">
            <button
              type="button"
              onClick={onClose}
              className="rounded-md px-4 py-2 text-ink-muted hover:text-ink"
            >
              Cancel
            </button>
            <button
              type="submit"
              className="rounded-md bg-accent-fill px-4 py-2 font-semibold text-on-accent"
            >
              Send Message
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
