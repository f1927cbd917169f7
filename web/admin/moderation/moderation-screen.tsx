import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type {
  AdminTestimonial,
  Status,
  TestimonialPlace,
} from "../../../core/api/moderation";
import { SessionButtons } from "../shell/session-buttons";
import { ConfirmDialog } from "./confirm-dialog";
import { EditDialog } from "./edit-dialog";
import {
  confirmationFor,
  doneMessage,
  type ConfirmedAction,
} from "./confirmation";
import { moderationCommand, movedIndex } from "./shortcuts/moderation-keys";
import { PageNav } from "./page-nav";
import { ShortcutsBar } from "./shortcuts/shortcuts-bar";
import { ShortcutsDialog } from "./shortcuts/shortcuts-dialog";
import { UndoToast } from "./undo-toast";
import { useConfirmedAction } from "./use-confirmed-action";
import { cardElement, useFocusAfterChange } from "./use-focus-after-change";
import { useFocusOnOpen } from "./use-focus-on-open";
import { useShortcutsSetting } from "./shortcuts/use-shortcuts-setting";
import { useTestimonialPlace } from "./api/use-testimonial-place";
import { useModerationPage } from "./api/use-moderation-page";
import {
  statusChangeText,
  useUndoableStatus,
  type StatusChange,
} from "./use-undoable-status";
import { StatusTabs } from "./status-tabs";
import { TestimonialCard } from "./testimonial-card";

/** The testimonial a notification link points at: ?id=<uuid> or #<uuid>. */
function linkedId(): string | null {
  const fromQuery = new URLSearchParams(location.search).get("id");
  const fromHash = location.hash.replace(/^#(t-)?/, "");
  const id = fromQuery ?? (fromHash || null);
  return id && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
}

const LABEL: Record<Status, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};

const FIRST_PAGE = { status: "pending", page: 1 } as const;
const LINK_GONE = "The linked testimonial no longer exists.";

type Place = TestimonialPlace;

/**
 * Tabs per status with counts, the current page of testimonials, and the
 * actions: approve, reject and move back to pending act at once with an Undo;
 * anonymise and delete ask first. Single keys act on the item holding focus;
 * each of the tab's `openings` focuses the first item.
 */
export function ModerationScreen({ openings = 0 }: { openings?: number }) {
  // A notification's link opens the list and page holding its testimonial.
  const [linked] = useState(linkedId);
  const located = useTestimonialPlace(linked);
  const [chosen, setChosen] = useState<Place | null>(null);
  const place: Place | null =
    chosen ?? located.data ?? (located.isPending && linked ? null : FIRST_PAGE);
  const list = useModerationPage(place);
  const data = list.data;
  const items = data?.items ?? [];
  const highlight = located.data ? linked : null;

  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState<{
    item: AdminTestimonial;
    action: ConfirmedAction;
  } | null>(null);
  const [editing, setEditing] = useState<AdminTestimonial | null>(null);
  const [showKeys, setShowKeys] = useState(false);
  const [shortcuts, setShortcuts] = useShortcutsSetting();
  const runConfirmed = useConfirmedAction();
  const statusChanges = useUndoableStatus();
  const highlightRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const scrolled = useRef(false);
  const focusAfter = useFocusAfterChange(
    data?.items,
    !list.isPlaceholderData,
    panelRef,
  );

  // The last item of the last page was moved away: show the page before.
  if (
    place &&
    place.page > 1 &&
    data?.items.length === 0 &&
    !list.isPlaceholderData
  )
    setChosen({ status: place.status, page: place.page - 1 });

  useFocusOnOpen(openings, !!data && !list.isPlaceholderData, panelRef);
  // After the opening's focus: a linked testimonial takes it from the first.
  useEffect(() => {
    if (!highlight || scrolled.current || !highlightRef.current) return;
    scrolled.current = true;
    highlightRef.current.scrollIntoView({ block: "center" });
    highlightRef.current.focus({ preventScroll: true });
  }, [data, highlight]);

  const failed = (error: Error) => setMessage(`Failed: ${error.message}`);

  const changeStatus = (item: AdminTestimonial, to: Status) =>
    statusChanges.change(item, to, {
      onSuccess: () => {
        setMessage("");
        focusAfter({ id: null, index: items.indexOf(item) });
      },
      onError: failed,
    });

  const undo = () =>
    statusChanges.undo({
      onSuccess: (undone: StatusChange) => {
        setMessage(
          `Undone: ${undone.name} is ${LABEL[undone.from].toLowerCase()} again.`,
        );
        focusAfter({ id: undone.id, index: 0 });
      },
      onError: failed,
    });

  const confirm = () => {
    if (!pending) return;
    const { item, action } = pending;
    setPending(null);
    runConfirmed(item, action, {
      onSuccess: () => {
        setMessage(doneMessage(action));
        focusAfter({ id: null, index: items.indexOf(item) });
      },
      onError: failed,
    });
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const command = moderationCommand(event, shortcuts);
    if (!command) return;
    event.preventDefault();
    const card = (event.target as Element).closest("article");
    const index = items.findIndex((item) => card?.id === `t-${item.id}`);
    const focused = items[index];
    if (command === "next" || command === "previous") {
      const to = movedIndex(command, index, items.length);
      if (to !== null) cardElement(items[to]!.id)?.focus();
    } else if (command === "undo") undo();
    else if (command === "help") setShowKeys(true);
    else if (focused && command === "edit") setEditing(focused);
    else if (focused)
      changeStatus(focused, command === "approve" ? "approved" : "rejected");
  };

  const status = place?.status ?? FIRST_PAGE.status;
  const page = place?.page ?? 1;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <>
      <header className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">Testimonials</h1>
        <SessionButtons />
      </header>
      <ShortcutsBar
        enabled={shortcuts}
        onChange={setShortcuts}
        onShowKeys={() => setShowKeys(true)}
      />
      <p
        role="status"
        aria-live="polite"
        className="mb-4 min-h-6 text-ink-muted"
      >
        {message ?? (located.isError ? LINK_GONE : "")}
      </p>
      <StatusTabs
        current={status}
        counts={data?.counts}
        onSelect={(next) => {
          setChosen({ status: next, page: 1 });
          setMessage("");
        }}
      />
      {/* Only keys pressed inside the list reach the shortcuts. */}
      <section
        ref={panelRef}
        id="status-panel"
        role="tabpanel"
        tabIndex={-1}
        aria-labelledby={`tab-${status}`}
        onKeyDown={onListKeyDown}
        className="mt-4"
      >
        {list.isError && (
          <p role="alert" className="text-danger">
            {list.error.message}
          </p>
        )}
        {data && data.items.length === 0 && (
          <p className="text-ink-muted">
            No {LABEL[status].toLowerCase()} testimonials.
          </p>
        )}
        <ol className="space-y-4">
          {items.map((item) => (
            <li key={item.id}>
              <TestimonialCard
                item={item}
                highlighted={item.id === highlight}
                ref={item.id === highlight ? highlightRef : undefined}
                onAction={(target, action) =>
                  action.kind === "edit"
                    ? setEditing(target)
                    : action.kind === "status"
                      ? changeStatus(target, action.status)
                      : setPending({ item: target, action })
                }
              />
            </li>
          ))}
        </ol>
        <PageNav
          page={page}
          pages={pages}
          onPage={(next) => setChosen({ status, page: next })}
        />
      </section>
      <UndoToast
        change={
          statusChanges.last && {
            serial: statusChanges.last.serial,
            text: statusChangeText(statusChanges.last),
          }
        }
        onUndo={undo}
        onExpire={statusChanges.forget}
      />
      <ConfirmDialog
        confirmation={pending && confirmationFor(pending.item, pending.action)}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
      <EditDialog
        item={editing}
        onSaved={() => {
          if (editing) focusAfter({ id: editing.id, index: 0 });
          setEditing(null);
          setMessage(doneMessage({ kind: "edit" }));
        }}
        onCancel={() => setEditing(null)}
      />
      <ShortcutsDialog open={showKeys} onClose={() => setShowKeys(false)} />
    </>
  );
}
