import type { AdminEnquiry } from "../../../core/api/enquiries";
import { Button } from "../../ui/button";
import { formatAgo, formatTime } from "../moderation/format";
import { EnquiryDetails, languageName } from "./enquiry-details";
import { replyLink } from "./reply-link";

export type EnquiryAction =
  "open" | "handled" | "unread" | "anonymise" | "delete";

export const enquiryElement = (id: string) =>
  document.getElementById(`e-${id}`);

/** The Reply link of the enquiry holding focus, for the r key. */
export const replyElement = (id: string) =>
  enquiryElement(id)?.querySelector<HTMLAnchorElement>("a[data-reply]") ?? null;

const BADGE = "rounded px-2 py-0.5 text-xs";
// Button's secondary small look, on a link (Reply opens the mail program).
const LINK_BUTTON =
  "inline-flex items-center justify-center rounded-lg border border-ink-muted/40 px-3 py-1.5 text-sm hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";

/**
 * One enquiry: who, when and the start of the message; opened, all of it.
 * An unread one says so in words and a heavier name, not by colour alone.
 * Every text is rendered as text (React escapes it), never as HTML.
 */
export function EnquiryCard({
  item,
  open,
  onAction,
}: {
  item: AdminEnquiry;
  open: boolean;
  onAction: (item: AdminEnquiry, action: EnquiryAction) => void;
}) {
  const headingId = `e-${item.id}-name`;
  const detailsId = `e-${item.id}-details`;
  const unread = item.readAt === null;
  const handled = item.handledAt !== null;
  const reply = replyLink(item);
  return (
    <article
      id={`e-${item.id}`}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={`rounded-lg border bg-surface-raised p-4 focus:outline-3 focus:outline-offset-2 focus:outline-accent sm:p-5 ${
        unread ? "border-accent" : "border-white/10"
      }`}
    >
      <header className="mb-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2
          id={headingId}
          className={`text-lg break-words ${unread ? "font-bold" : "font-semibold"}`}
        >
          {item.name}
        </h2>
        {unread && (
          <span
            className={`${BADGE} bg-accent-fill font-semibold text-on-accent`}
          >
            Unread
          </span>
        )}
        {handled && <span className={`${BADGE} bg-white/10`}>Handled</span>}
        {item.anonymisedAt && (
          <span className={`${BADGE} bg-white/10`}>Anonymised</span>
        )}
        <span className="text-sm text-ink-muted">
          <time dateTime={item.createdAt} title={formatTime(item.createdAt)}>
            {formatAgo(item.createdAt)}
          </time>
          <span aria-hidden="true"> · {item.lang.toUpperCase()}</span>
          <span className="sr-only">, in {languageName(item.lang)}</span>
        </span>
      </header>
      {open ? (
        <EnquiryDetails item={item} id={detailsId} />
      ) : (
        <p className="mb-3 line-clamp-2 break-words text-ink-muted">
          {item.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          aria-expanded={open}
          aria-controls={open ? detailsId : undefined}
          onClick={() => onAction(item, "open")}
        >
          {open ? "Close" : "Open"}
        </Button>
        {reply && (
          <a href={reply} data-reply className={LINK_BUTTON}>
            Reply
          </a>
        )}
        <Button size="sm" onClick={() => onAction(item, "handled")}>
          {handled ? "Reopen" : "Mark handled"}
        </Button>
        {!unread && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onAction(item, "unread")}
          >
            Mark unread
          </Button>
        )}
        {!item.anonymisedAt && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onAction(item, "anonymise")}
          >
            Anonymise
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onAction(item, "delete")}
        >
          Delete
        </Button>
      </div>
    </article>
  );
}
