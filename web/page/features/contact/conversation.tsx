import { useId, useState } from "react";
import type { SiteLanguage } from "../../../../core/site-languages";
import { Modal } from "../../../ui/modal";
import type { ContactDictionary } from "../../i18n/contact/contact-dictionary";
import { loadContactDictionary } from "../../i18n/contact/load-contact-dictionary";
import { ContactDialog } from "./contact-dialog";
import { EnquiryForm } from "./enquiry-form";

/**
 * The dialog or form and the page language's contact texts, loaded
 * together: the main script then holds one dynamic import for both.
 */
export const loadConversation = async (lang: SiteLanguage) => ({
  Conversation,
  texts: await loadContactDictionary(lang),
});

export interface ConversationProps {
  /** What "Start a Conversation" opens, as the owner chose it. */
  mode: "dialog" | "form";
  lang: SiteLanguage;
  texts: ContactDictionary;
  /** The owner's address (the dialog writes to it). */
  email: string;
  /** The owner's words for the enquiry's notice and confirmation, when she wrote them. */
  notice?: string;
  thanks?: string;
  privacyHref: string;
  opensInNewTab: string;
  /** Once it has closed (the focus back on what opened it). */
  onClosed: () => void;
}

/**
 * The contact dialog or the enquiry form, opened in place over the page: a
 * chunk of its own, loaded when a visitor reaches for "Start a Conversation".
 */
function Conversation({
  mode,
  lang,
  texts,
  email,
  notice,
  thanks,
  privacyHref,
  opensInNewTab,
  onClosed,
}: ConversationProps) {
  const [open, setOpen] = useState(true);
  const titleId = useId();
  const close = () => setOpen(false);
  if (mode === "dialog")
    return (
      <ContactDialog
        open={open}
        onClose={onClosed}
        onCancel={close}
        strings={texts.dialog}
        email={email}
      />
    );
  return (
    <Modal open={open} labelledBy={titleId} onClose={onClosed}>
      <EnquiryForm
        lang={lang}
        texts={texts.enquiry}
        notice={notice}
        thanks={thanks}
        privacyHref={privacyHref}
        opensInNewTab={opensInNewTab}
        titleId={titleId}
        onCancel={close}
      />
    </Modal>
  );
}
