import type { Ref } from "react";
import { isSiteLanguage, LANGUAGE_INFO } from "../../../core/site-languages";
import { formatAgo, formatTime, joinMeta } from "./format";
import type { AdminTestimonial, Status } from "../../../core/api/moderation";

export type Action =
  | { kind: "status"; status: Status }
  | { kind: "edit" }
  | { kind: "anonymise" }
  | { kind: "delete" };

const STATUS_ACTIONS: Record<Status, { status: Status; label: string }[]> = {
  pending: [
    { status: "approved", label: "Approve" },
    { status: "rejected", label: "Reject" },
  ],
  approved: [
    { status: "rejected", label: "Reject" },
    { status: "pending", label: "Move to pending" },
  ],
  rejected: [
    { status: "approved", label: "Approve" },
    { status: "pending", label: "Move to pending" },
  ],
};

const button = "rounded-md border px-3 py-1.5 text-sm font-medium";

/** The language a testimonial was written in: its code in sight, its name for screen readers. */
function LanguageBadge({ lang }: { lang: string }) {
  const known = isSiteLanguage(lang) ? LANGUAGE_INFO[lang] : null;
  return (
    <span className="rounded bg-white/10 px-2 py-0.5 text-xs">
      <span aria-hidden="true">{lang.toUpperCase()}</span>
      <span className="sr-only" lang={known?.tag}>
        {known?.name ?? lang}
      </span>
    </span>
  );
}

/**
 * One testimonial with its consent record and actions. Every text is
 * rendered as text (React escapes it), never as HTML.
 */
export function TestimonialCard({
  item,
  highlighted,
  ref,
  onAction,
}: {
  item: AdminTestimonial;
  highlighted: boolean;
  ref?: Ref<HTMLElement>;
  onAction: (item: AdminTestimonial, action: Action) => void;
}) {
  const headingId = `t-${item.id}-name`;
  const meta = joinMeta(item.company, item.relationship);
  return (
    <article
      ref={ref}
      id={`t-${item.id}`}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={`rounded-lg border p-4 focus:outline-3 focus:outline-offset-2 focus:outline-accent sm:p-5 ${
        highlighted
          ? "border-accent bg-surface-raised ring-2 ring-accent"
          : "border-white/10 bg-surface-raised"
      }`}
    >
      <header className="mb-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-lg font-semibold break-words">
          {item.name}
        </h2>
        {meta && <p className="break-words text-ink-muted">{meta}</p>}
        <LanguageBadge lang={item.lang} />
        {item.editedAt && (
          <span className="rounded bg-white/10 px-2 py-0.5 text-xs">
            Edited
          </span>
        )}
        {item.anonymisedAt && (
          <span className="rounded bg-white/10 px-2 py-0.5 text-xs">
            Anonymised
          </span>
        )}
      </header>
      {item.invitation && (
        <p className="mb-2 text-sm text-ink-muted">
          Invited: {item.invitation.name}, sent{" "}
          <time
            dateTime={item.invitation.sentAt}
            title={formatTime(item.invitation.sentAt)}
          >
            {formatAgo(item.invitation.sentAt)}
          </time>
        </p>
      )}
      <p className="mb-3 break-words whitespace-pre-wrap">{item.comment}</p>
      {item.original && (
        <details className="mb-3 text-sm text-ink-muted">
          <summary className="cursor-pointer">
            Original text (before editing)
          </summary>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt>Name</dt>
            <dd className="break-words">{item.original.name}</dd>
            <dt>Company</dt>
            <dd className="break-words">{item.original.company || "—"}</dd>
            <dt>Relationship</dt>
            <dd>{item.original.relationship || "—"}</dd>
            <dt>Comment</dt>
            <dd className="break-words whitespace-pre-wrap">
              {item.original.comment}
            </dd>
          </dl>
        </details>
      )}
      <dl className="mb-4 grid grid-cols-1 gap-x-3 gap-y-1 text-sm text-ink-muted sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-ink">Submitted</dt>
        <dd>
          <time dateTime={item.createdAt}>{formatTime(item.createdAt)}</time>
        </dd>
        <dt className="font-medium text-ink">Consent</dt>
        <dd>
          Given{" "}
          <time dateTime={item.consentAt}>{formatTime(item.consentAt)}</time>{" "}
          (server time) to “{item.consentText}” (version {item.consentVersion})
        </dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        {STATUS_ACTIONS[item.status].map(({ status, label }) => (
          <button
            key={status}
            type="button"
            aria-describedby={headingId}
            onClick={() => onAction(item, { kind: "status", status })}
            className={`${button} ${status === "approved" ? "border-accent text-accent" : "border-white/25"}`}
          >
            {label}
          </button>
        ))}
        <button
          type="button"
          aria-describedby={headingId}
          onClick={() => onAction(item, { kind: "edit" })}
          className={`${button} border-white/25`}
        >
          Edit
        </button>
        <button
          type="button"
          aria-describedby={headingId}
          onClick={() => onAction(item, { kind: "anonymise" })}
          className={`${button} border-white/25`}
        >
          Anonymise
        </button>
        <button
          type="button"
          aria-describedby={headingId}
          onClick={() => onAction(item, { kind: "delete" })}
          className={`${button} border-danger/60 text-danger`}
        >
          Delete
        </button>
      </div>
    </article>
  );
}
