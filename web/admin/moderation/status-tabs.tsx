import { useRef, type KeyboardEvent } from "react";
import { STATUSES, type Status } from "../../../core/api/moderation";
import { tabKeyTarget } from "../shell/tab-keys";

const LABEL: Record<Status, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
};

/** WAI-ARIA tabs: arrow keys, Home and End move between them; each shows its count. */
export function StatusTabs({
  current,
  counts,
  onSelect,
}: {
  current: Status;
  counts: Record<Status, number> | undefined;
  onSelect: (status: Status) => void;
}) {
  const refs = useRef<Partial<Record<Status, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabKeyTarget(
      event.key,
      STATUSES.indexOf(current),
      STATUSES.length,
    );
    if (next === null) return;
    event.preventDefault();
    const status = STATUSES[next]!;
    onSelect(status);
    refs.current[status]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Testimonials by status"
      className="flex flex-wrap gap-2 border-b border-white/10"
    >
      {STATUSES.map((status) => (
        <button
          key={status}
          ref={(element) => {
            refs.current[status] = element;
          }}
          id={`tab-${status}`}
          type="button"
          role="tab"
          aria-selected={status === current}
          aria-controls="status-panel"
          tabIndex={status === current ? 0 : -1}
          onClick={() => onSelect(status)}
          onKeyDown={onKeyDown}
          className={`-mb-px border-b-2 px-4 py-2 font-medium ${
            status === current
              ? "border-accent text-ink"
              : "border-transparent text-ink-muted hover:text-ink"
          }`}
        >
          {LABEL[status]}
          {counts && <span className="text-sm"> ({counts[status]})</span>}
        </button>
      ))}
    </div>
  );
}
