import type { AdminEnquiry } from "../../../core/api/enquiries";
import { formatTime } from "../moderation/format";

const NONE = "—";

const languageNames = new Intl.DisplayNames(["en"], { type: "language" });

/** A language's name in English, as the admin speaks it. */
export const languageName = (lang: string) => languageNames.of(lang) ?? lang;

/** All of an opened enquiry, each part under the label the form gave it. */
export function EnquiryDetails({
  item,
  id,
}: {
  item: AdminEnquiry;
  id: string;
}) {
  return (
    <dl
      id={id}
      className="mb-4 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]"
    >
      <dt className="font-medium">Name</dt>
      <dd className="break-words">{item.name}</dd>
      <dt className="font-medium">E-mail</dt>
      <dd className="break-all">{item.email || NONE}</dd>
      <dt className="font-medium">Company</dt>
      <dd className="break-words">{item.company || NONE}</dd>
      <dt className="font-medium">
        Other parties involved (for the conflict check)
      </dt>
      <dd className="break-words whitespace-pre-wrap">
        {item.otherParties || NONE}
      </dd>
      <dt className="font-medium">Message</dt>
      <dd className="break-words whitespace-pre-wrap">{item.message}</dd>
      <dt className="font-medium">Received</dt>
      <dd>
        <time dateTime={item.createdAt}>{formatTime(item.createdAt)}</time>
      </dd>
      <dt className="font-medium">Language</dt>
      <dd>{languageName(item.lang)}</dd>
      {item.handledAt && (
        <>
          <dt className="font-medium">Marked handled</dt>
          <dd>
            <time dateTime={item.handledAt}>{formatTime(item.handledAt)}</time>
          </dd>
        </>
      )}
    </dl>
  );
}
