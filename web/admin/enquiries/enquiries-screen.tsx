import { useRef, useState, type KeyboardEvent } from "react";
import type { AdminEnquiry } from "../../../core/api/enquiries";
import { ConfirmDialog } from "../moderation/confirm-dialog";
import {
  movedIndex,
  shortcutCommand,
} from "../moderation/shortcuts/moderation-keys";
import { ShortcutsBar } from "../moderation/shortcuts/shortcuts-bar";
import { ShortcutsDialog } from "../moderation/shortcuts/shortcuts-dialog";
import { useShortcutsSetting } from "../moderation/shortcuts/use-shortcuts-setting";
import { UndoToast } from "../moderation/undo-toast";
import { useFocusAfterChange } from "../moderation/use-focus-after-change";
import { useFocusOnOpen } from "../moderation/use-focus-on-open";
import { SessionButtons } from "../shell/session-buttons";
import { useAnonymiseEnquiry } from "./api/use-anonymise-enquiry";
import { useDeleteEnquiry } from "./api/use-delete-enquiry";
import { useEnquiries } from "./api/use-enquiries";
import {
  EnquiryCard,
  enquiryElement,
  replyElement,
  type EnquiryAction,
} from "./enquiry-card";
import {
  confirmedDone,
  enquiryConfirmation,
  type ConfirmedEnquiryAction,
} from "./enquiry-confirmation";
import {
  ENQUIRY_KEYS,
  ENQUIRY_KEYS_HINT,
  ENQUIRY_KEYS_WHERE,
} from "./enquiry-keys";
import {
  flagChangeText,
  undoneText,
  useUndoableFlag,
  type FlagChange,
} from "./use-undoable-flag";

const EMPTY =
  "No enquiries yet. When someone writes to you through the enquiry form on the site, it appears here. The form is offered when Start a Conversation opens it (Settings, Contact).";

/**
 * The enquiries, newest first. Opening one shows all of it and marks it
 * read; read and handled changes act at once with an Undo; anonymise and
 * delete ask first. Single keys act on the enquiry holding focus; each of the
 * tab's `openings` focuses the first one.
 */
export function EnquiriesScreen({ openings = 0 }: { openings?: number }) {
  const list = useEnquiries();
  const items = list.data?.enquiries ?? [];
  const [openId, setOpenId] = useState<string | null>(null);
  const [message, setMessage] = useState("");
  const [pending, setPending] = useState<{
    item: AdminEnquiry;
    action: ConfirmedEnquiryAction;
  } | null>(null);
  const [showKeys, setShowKeys] = useState(false);
  const [shortcuts, setShortcuts] = useShortcutsSetting();
  const flags = useUndoableFlag();
  const anonymise = useAnonymiseEnquiry();
  const remove = useDeleteEnquiry();
  const panelRef = useRef<HTMLElement>(null);
  const focusAfter = useFocusAfterChange(
    list.data?.enquiries,
    !list.isFetching,
    panelRef,
    enquiryElement,
  );
  useFocusOnOpen(openings, !!list.data, panelRef);

  const failed = (error: Error) => setMessage(`Failed: ${error.message}`);
  const done = { onSuccess: () => setMessage(""), onError: failed };

  const toggleOpen = (item: AdminEnquiry) => {
    if (openId === item.id) {
      setOpenId(null);
      return;
    }
    setOpenId(item.id);
    flags.change(item, "read", true, done);
  };

  const undo = () =>
    flags.undo({
      onSuccess: (undone: FlagChange) => {
        setMessage(undoneText(undone));
        focusAfter({ id: undone.id, index: 0 });
      },
      onError: failed,
    });

  const act = (item: AdminEnquiry, action: EnquiryAction) => {
    if (action === "open") toggleOpen(item);
    else if (action === "handled")
      flags.change(item, "handled", item.handledAt === null, done);
    else if (action === "unread") flags.change(item, "read", false, done);
    else setPending({ item, action });
  };

  const confirm = () => {
    if (!pending) return;
    const { item, action } = pending;
    setPending(null);
    const mutation = action === "anonymise" ? anonymise : remove;
    mutation.mutate(item.id, {
      onSuccess: () => {
        setMessage(confirmedDone(action));
        focusAfter({
          id: action === "anonymise" ? item.id : null,
          index: items.indexOf(item),
        });
      },
      onError: failed,
    });
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const command = shortcutCommand(event, shortcuts, ENQUIRY_KEYS);
    if (!command) return;
    const card = (event.target as Element).closest("article");
    // Enter on a button or link is that control's own.
    if (event.key === "Enter" && event.target !== card) return;
    event.preventDefault();
    const index = items.findIndex((item) => card?.id === `e-${item.id}`);
    const focused = items[index];
    if (command === "next" || command === "previous") {
      const to = movedIndex(command, index, items.length);
      if (to !== null) enquiryElement(items[to]!.id)?.focus();
    } else if (command === "undo") undo();
    else if (command === "help") setShowKeys(true);
    else if (focused && command === "open") toggleOpen(focused);
    else if (focused && command === "handled") act(focused, "handled");
    else if (focused && command === "reply") replyElement(focused.id)?.click();
  };

  return (
    <>
      <header className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">Enquiries</h1>
        <SessionButtons />
      </header>
      <ShortcutsBar
        enabled={shortcuts}
        onChange={setShortcuts}
        onShowKeys={() => setShowKeys(true)}
        hint={ENQUIRY_KEYS_HINT}
      />
      <p
        role="status"
        aria-live="polite"
        className="mb-4 min-h-6 text-ink-muted"
      >
        {message}
      </p>
      {/* Only keys pressed inside the list reach the shortcuts. */}
      <section
        ref={panelRef}
        aria-label="Enquiries, newest first"
        tabIndex={-1}
        onKeyDown={onListKeyDown}
      >
        {list.isError && (
          <p role="alert" className="text-danger">
            {list.error.message}
          </p>
        )}
        {list.data && items.length === 0 && (
          <p className="text-ink-muted">{EMPTY}</p>
        )}
        <ol className="space-y-4">
          {items.map((item) => (
            <li key={item.id}>
              <EnquiryCard
                item={item}
                open={item.id === openId}
                onAction={act}
              />
            </li>
          ))}
        </ol>
      </section>
      <UndoToast
        change={
          flags.last && {
            serial: flags.last.serial,
            text: flagChangeText(flags.last),
          }
        }
        onUndo={undo}
        onExpire={flags.forget}
      />
      <ConfirmDialog
        confirmation={
          pending && enquiryConfirmation(pending.item, pending.action)
        }
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
      <ShortcutsDialog
        open={showKeys}
        onClose={() => setShowKeys(false)}
        keys={ENQUIRY_KEYS}
        where={ENQUIRY_KEYS_WHERE}
      />
    </>
  );
}
