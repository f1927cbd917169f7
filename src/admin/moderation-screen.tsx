import { useEffect, useRef, useState } from "react";
import type { AdminTestimonial, Status } from "../../core/moderation";
import { Button } from "../components/ui/button";
import { ConfirmDialog } from "./confirm-dialog";
import { EditDialog } from "./edit-dialog";
import {
  confirmationFor,
  doneMessage,
  type ConfirmedAction,
} from "./moderation/confirmation";
import { useConfirmedAction } from "./moderation/use-confirmed-action";
import { useTestimonialPlace } from "./moderation/use-testimonial-place";
import { useTestimonials } from "./moderation/use-testimonials";
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

type Place = { status: Status; page: number };

/** Tabs per status with counts, the current page of testimonials, and the actions. */
export function ModerationScreen({ onSignOut }: { onSignOut: () => void }) {
  // A notification's link opens the list and page holding its testimonial.
  const [linked] = useState(linkedId);
  const located = useTestimonialPlace(linked);
  const [chosen, setChosen] = useState<Place | null>(null);
  const place: Place | null =
    chosen ?? located.data ?? (located.isPending && linked ? null : FIRST_PAGE);
  const list = useTestimonials(place);
  const data = list.data;
  const highlight = located.data ? linked : null;

  const [message, setMessage] = useState<string | null>(null);
  const [pending, setPending] = useState<{
    item: AdminTestimonial;
    action: ConfirmedAction;
  } | null>(null);
  const [editing, setEditing] = useState<AdminTestimonial | null>(null);
  const runConfirmed = useConfirmedAction();
  const highlightRef = useRef<HTMLElement>(null);
  // After an action the acted-on card (and the button that had focus) may be
  // gone: focus moves to the list, where the next item is.
  const panelRef = useRef<HTMLElement>(null);
  const scrolled = useRef(false);

  // The last item of the last page was moved away: show the page before.
  if (
    place &&
    place.page > 1 &&
    data?.items.length === 0 &&
    !list.isPlaceholderData
  )
    setChosen({ status: place.status, page: place.page - 1 });

  useEffect(() => {
    if (!highlight || scrolled.current || !highlightRef.current) return;
    scrolled.current = true;
    highlightRef.current.scrollIntoView({ block: "center" });
    highlightRef.current.focus({ preventScroll: true });
  }, [data, highlight]);

  const succeeded = (done: string) => {
    setMessage(done);
    panelRef.current?.focus();
  };

  const confirm = () => {
    if (!pending) return;
    const { item, action } = pending;
    setPending(null);
    runConfirmed(item, action, {
      onSuccess: () => succeeded(doneMessage(action)),
      onError: (error) => setMessage(`Failed: ${error.message}`),
    });
  };

  const status = place?.status ?? FIRST_PAGE.status;
  const page = place?.page ?? 1;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <>
      <header className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">Testimonials</h1>
        <Button onClick={onSignOut}>Sign out</Button>
      </header>
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
      <section
        ref={panelRef}
        id="status-panel"
        role="tabpanel"
        tabIndex={-1}
        aria-labelledby={`tab-${status}`}
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
          {data?.items.map((item) => (
            <li key={item.id}>
              <TestimonialCard
                item={item}
                highlighted={item.id === highlight}
                ref={item.id === highlight ? highlightRef : undefined}
                onAction={(target, action) =>
                  action.kind === "edit"
                    ? setEditing(target)
                    : setPending({ item: target, action })
                }
              />
            </li>
          ))}
        </ol>
        {pages > 1 && (
          <nav
            aria-label="Pages"
            className="mt-6 flex items-center justify-between gap-4"
          >
            <Button
              disabled={page <= 1}
              onClick={() => setChosen({ status, page: page - 1 })}
            >
              Previous page
            </Button>
            <p>
              Page {page} of {pages}
            </p>
            <Button
              disabled={page >= pages}
              onClick={() => setChosen({ status, page: page + 1 })}
            >
              Next page
            </Button>
          </nav>
        )}
      </section>
      <ConfirmDialog
        confirmation={pending && confirmationFor(pending.item, pending.action)}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
      <EditDialog
        item={editing}
        onSaved={() => {
          setEditing(null);
          succeeded(doneMessage({ kind: "edit" }));
        }}
        onCancel={() => setEditing(null)}
      />
    </>
  );
}
