import { useEffect, useRef, useState } from "react";
import type { TestimonialEditInput } from "../../core/testimonial-edit";
import {
  anonymiseTestimonial,
  deleteTestimonial,
  editTestimonial,
  listTestimonials,
  locateTestimonial,
  setStatus,
} from "./api";
import { ApiError } from "./query";
import { ConfirmDialog, type Confirmation } from "./confirm-dialog";
import { EditDialog } from "./edit-dialog";
import { StatusTabs } from "./status-tabs";
import { TestimonialCard, type Action } from "./testimonial-card";
import type {
  AdminPage,
  AdminTestimonial,
  Status,
} from "../../core/moderation";

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

function confirmationFor(
  item: AdminTestimonial,
  action: Exclude<Action, { kind: "edit" }>,
): Confirmation {
  const who = `the testimonial from ${item.name}`;
  switch (action.kind) {
    case "status":
      return action.status === "approved"
        ? {
            title: "Approve this testimonial?",
            body: `Approve ${who}? It appears on the public page at once.`,
            confirmLabel: "Approve",
          }
        : action.status === "rejected"
          ? {
              title: "Reject this testimonial?",
              body: `Reject ${who}? It is hidden from the public page at once.`,
              confirmLabel: "Reject",
            }
          : {
              title: "Move back to pending?",
              body: `Move ${who} back to pending? It is hidden from the public page until approved again.`,
              confirmLabel: "Move to pending",
            };
    case "anonymise":
      return {
        title: "Anonymise this testimonial?",
        body: `The name of ${who} becomes 'Anonymous' and the company and relationship are cleared, also in the kept original. This cannot be undone.`,
        confirmLabel: "Anonymise",
        destructive: true,
      };
    case "delete":
      return {
        title: "Delete permanently?",
        body: `Delete ${who} and its consent record permanently? This cannot be undone.`,
        confirmLabel: "Delete permanently",
        destructive: true,
      };
  }
}

const DONE: Record<string, string> = {
  approved: "Approved.",
  rejected: "Rejected.",
  pending: "Moved back to pending.",
  edit: "Changes saved.",
  anonymise: "Anonymised.",
  delete: "Deleted permanently.",
};

/** Tabs per status with counts, the current page of testimonials, and the actions. */
export function ModerationScreen({
  onSessionLost,
  onSignOut,
}: {
  onSessionLost: (error: unknown) => boolean;
  onSignOut: () => void;
}) {
  const [status, setStatusTab] = useState<Status>("pending");
  const [page, setPage] = useState(1);
  const [data, setData] = useState<AdminPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState("");
  const [highlight, setHighlight] = useState<string | null>(null);
  const [pending, setPending] = useState<{
    item: AdminTestimonial;
    action: Exclude<Action, { kind: "edit" }>;
  } | null>(null);
  const [editing, setEditing] = useState<AdminTestimonial | null>(null);
  const highlightRef = useRef<HTMLElement>(null);
  // After an action the acted-on card (and the button that had focus) may be
  // gone: focus moves to the list, where the next item is.
  const panelRef = useRef<HTMLElement>(null);
  const scrolled = useRef(false);

  // Bumped after each action to fetch the current page again.
  const [version, setVersion] = useState(0);

  // Deep link from a notification: open the list and page holding it.
  useEffect(() => {
    const id = linkedId();
    if (!id) return;
    locateTestimonial(id).then(
      (place) => {
        setHighlight(id);
        setStatusTab(place.status);
        setPage(place.page);
      },
      (caught) => {
        if (!onSessionLost(caught))
          setMessage("The linked testimonial no longer exists.");
      },
    );
  }, [onSessionLost]);

  useEffect(() => {
    let stale = false;
    listTestimonials(status, page).then(
      (next) => {
        if (stale) return;
        // The last item of the last page was moved away: show the page before.
        if (next.items.length === 0 && page > 1) return setPage(page - 1);
        setData(next);
        setError(null);
      },
      (caught) => {
        if (stale || onSessionLost(caught)) return;
        setError(caught instanceof ApiError ? caught.message : String(caught));
      },
    );
    return () => {
      stale = true;
    };
  }, [onSessionLost, status, page, version]);

  useEffect(() => {
    if (!highlight || scrolled.current || !highlightRef.current) return;
    scrolled.current = true;
    highlightRef.current.scrollIntoView({ block: "center" });
    highlightRef.current.focus({ preventScroll: true });
  }, [data, highlight]);

  const run = async (task: () => Promise<unknown>, done: string) => {
    try {
      await task();
      setMessage(done);
      setVersion((v) => v + 1);
      panelRef.current?.focus();
      return null;
    } catch (caught) {
      if (onSessionLost(caught)) return null;
      const text = caught instanceof ApiError ? caught.message : String(caught);
      setMessage(`Failed: ${text}`);
      return text;
    }
  };

  const confirm = async () => {
    if (!pending) return;
    const { item, action } = pending;
    setPending(null);
    if (action.kind === "status")
      await run(() => setStatus(item.id, action.status), DONE[action.status]!);
    else if (action.kind === "anonymise")
      await run(() => anonymiseTestimonial(item.id), DONE.anonymise!);
    else await run(() => deleteTestimonial(item.id), DONE.delete!);
  };

  const save = async (edit: TestimonialEditInput) => {
    const failure = await run(
      () => editTestimonial(editing!.id, edit),
      DONE.edit!,
    );
    if (failure === null) setEditing(null);
    return failure;
  };

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <>
      <header className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">Testimonials</h1>
        <button
          type="button"
          onClick={onSignOut}
          className="rounded-md border border-white/25 px-4 py-2"
        >
          Sign out
        </button>
      </header>
      <p
        role="status"
        aria-live="polite"
        className="mb-4 min-h-6 text-ink-muted"
      >
        {message}
      </p>
      <StatusTabs
        current={status}
        counts={data?.counts}
        onSelect={(next) => {
          setStatusTab(next);
          setPage(1);
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
        {error && (
          <p role="alert" className="text-red-300">
            {error}
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
            <button
              type="button"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
              className="rounded-md border border-white/25 px-4 py-2 disabled:opacity-50"
            >
              Previous page
            </button>
            <p>
              Page {page} of {pages}
            </p>
            <button
              type="button"
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
              className="rounded-md border border-white/25 px-4 py-2 disabled:opacity-50"
            >
              Next page
            </button>
          </nav>
        )}
      </section>
      <ConfirmDialog
        confirmation={pending && confirmationFor(pending.item, pending.action)}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
      <EditDialog
        item={editing}
        onSave={save}
        onCancel={() => setEditing(null)}
      />
    </>
  );
}
