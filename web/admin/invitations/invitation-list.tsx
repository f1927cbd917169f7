import type {
  AdminInvitation,
  InvitationState,
} from "../../../core/api/invitations";
import { Button } from "../../ui/button";
import { formatDate, joinMeta } from "../moderation/format";

const STATE_LABEL: Record<InvitationState, string> = {
  waiting: "Waiting: not opened yet",
  opened: "Opened, not answered yet",
  answered: "Answered",
  expired: "Expired",
  revoked: "Revoked",
};

const STATE_LOOK: Record<InvitationState, string> = {
  waiting: "border-ink-muted/40",
  opened: "border-accent",
  answered: "border-accent bg-accent-fill text-on-accent",
  expired: "border-ink-muted/40 text-ink-muted",
  revoked: "border-danger/60 text-danger",
};

const live = (state: InvitationState) =>
  state === "waiting" || state === "opened";

/** The dates that matter for an invitation in its state. */
function dates(item: AdminInvitation): [string, string | null][] {
  const last: Record<InvitationState, [string, string | null]> = {
    waiting: ["Works until", item.expiresAt],
    opened: ["Works until", item.expiresAt],
    answered: ["Answered", item.answeredAt],
    expired: ["Expired", item.expiresAt],
    revoked: ["Revoked", item.revokedAt],
  };
  return [
    ["Sent", item.sentAt],
    ...(item.openedAt && item.state !== "waiting"
      ? [["Opened", item.openedAt] as [string, string]]
      : []),
    last[item.state],
  ];
}

/** The invitations sent, newest first, with what can be done to each. */
export function InvitationList({
  items,
  busy,
  onRevoke,
  onResend,
}: {
  items: AdminInvitation[];
  busy: boolean;
  onRevoke: (item: AdminInvitation) => void;
  onResend: (item: AdminInvitation) => void;
}) {
  if (items.length === 0)
    return <p className="text-ink-muted">No invitations yet.</p>;
  return (
    <ol className="space-y-3">
      {items.map((item) => {
        const headingId = `invitation-${item.id}-name`;
        const meta = joinMeta(item.company, item.relationship);
        return (
          <li key={item.id}>
            <article
              id={`invitation-${item.id}`}
              tabIndex={-1}
              aria-labelledby={headingId}
              className="rounded-lg border border-white/10 bg-surface-raised p-4 focus-visible:outline-2 focus-visible:outline-accent"
            >
              <header className="mb-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <h3
                  id={headingId}
                  className="text-lg font-semibold break-words"
                >
                  {item.name}
                </h3>
                {meta && <p className="break-words text-ink-muted">{meta}</p>}
                <span
                  className={`rounded border px-2 py-0.5 text-xs font-medium ${STATE_LOOK[item.state]}`}
                >
                  {STATE_LABEL[item.state]}
                </span>
              </header>
              <dl className="mb-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink-muted">
                {dates(item).map(([label, iso]) => (
                  <div key={label} className="flex gap-1.5">
                    <dt className="font-medium text-ink">{label}</dt>
                    <dd>
                      {iso ? (
                        <time dateTime={iso}>{formatDate(iso)}</time>
                      ) : (
                        "—"
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
              <div className="flex flex-wrap items-center gap-2">
                {item.state === "answered" && item.testimonialId && (
                  <a
                    href={`/admin?id=${encodeURIComponent(item.testimonialId)}`}
                    aria-describedby={headingId}
                    className="text-accent underline underline-offset-2"
                  >
                    View testimonial
                  </a>
                )}
                {live(item.state) && (
                  <Button
                    size="sm"
                    disabled={busy}
                    aria-describedby={headingId}
                    onClick={() => onRevoke(item)}
                  >
                    Revoke
                  </Button>
                )}
                {item.state !== "answered" && (
                  <Button
                    size="sm"
                    disabled={busy}
                    aria-describedby={headingId}
                    onClick={() => onResend(item)}
                  >
                    Re-send
                  </Button>
                )}
              </div>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
