import { useEffect, useState, type ComponentType } from "react";
import { privacyPath } from "../../../core/content/privacy-page";
import type { BootData } from "../app/boot-data";
import { usePageContent } from "../app/content-context";
import type { ConversationProps } from "../features/contact/conversation";
import type { ContactDictionary } from "../i18n/contact/contact-dictionary";
import { useDictionary } from "../i18n/i18n-context";

/** Marks the link that opens the dialog or the form (its value says which); the server draws it in a static island. */
const OPENER = "[data-conversation]";

interface Opened {
  mode: ConversationProps["mode"];
  Conversation: ComponentType<ConversationProps>;
  texts: ContactDictionary;
  /** A new opening remounts it. */
  key: number;
}

const openerOf = (event: Event) =>
  event.target instanceof Element
    ? event.target.closest<HTMLAnchorElement>(OPENER)
    : null;

/**
 * "Start a Conversation" opens the contact dialog or the enquiry form in
 * place: one listener on the document, as the link is drawn in a static
 * island that is never hydrated; the chunk and the contact texts load on
 * intent (pointer over, focus) or on the click. The link's own address (the
 * mail program, the enquiry page) is what a click does without the script,
 * or if the chunk cannot be fetched.
 */
export function ConversationOpener({ boot }: { boot: BootData }) {
  const { email, enquiryNotice, enquiryThanks } = usePageContent();
  const { server } = useDictionary();
  const [opened, setOpened] = useState<Opened | null>(null);

  useEffect(() => {
    let loading: Promise<Pick<Opened, "Conversation" | "texts">> | null = null;
    const load = () => {
      loading ??= import("../features/contact/conversation").then((module) =>
        module.loadConversation(boot.lang),
      );
      // A failed fetch is tried again on the next intent.
      loading.catch(() => (loading = null));
      return loading;
    };
    const onIntent = (event: Event) => {
      if (openerOf(event)) load().catch(() => {});
    };
    const onClick = (event: MouseEvent) => {
      const link = openerOf(event);
      // A click meant for a new tab or window keeps the link's own address.
      const modified =
        event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
      if (!link || event.button !== 0 || modified) return;
      event.preventDefault();
      load().then(
        (loaded) =>
          setOpened((before) => ({
            ...loaded,
            mode: link.dataset.conversation === "dialog" ? "dialog" : "form",
            key: (before?.key ?? 0) + 1,
          })),
        () => window.location.assign(link.href),
      );
    };
    document.addEventListener("pointerover", onIntent);
    document.addEventListener("focusin", onIntent);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("focusin", onIntent);
      document.removeEventListener("click", onClick);
    };
  }, [boot.lang]);

  if (!opened) return null;
  const { Conversation, key, mode, texts } = opened;
  return (
    <Conversation
      key={key}
      mode={mode}
      texts={texts}
      lang={boot.lang}
      email={email}
      notice={enquiryNotice}
      thanks={enquiryThanks}
      privacyHref={privacyPath(boot.lang, boot.languages.defaultLanguage)}
      opensInNewTab={server.opensInNewTab}
      onClosed={() => setOpened(null)}
    />
  );
}
