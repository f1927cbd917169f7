import { useEffect, useMemo, useRef, type ReactNode } from "react";
import { isSiteLanguage, LANGUAGE_INFO } from "../../../../core/site-languages";
import { fill } from "../../../../core/fill";
import { type Dictionary } from "../../i18n/dictionary";
import { useInvitation, type FormInvitation } from "./look-up-invitation";

export interface InvitationPanelProps {
  /** The token from the link's fragment, as it came. */
  token: string;
  /** Whether the form is open: the note and the message go with it. */
  open: boolean;
  ownerName: string;
  strings: Dictionary["invitation"];
  loading: string;
  /** The form, filled in from the invitation, or empty when the link does not work. */
  children: (invitation: FormInvitation | null) => ReactNode;
}

/**
 * The page opened from an invitation link: looks the link up, then shows the
 * owner's note above the form it fills in, or, for a link that does not work
 * (whatever the reason: the answer never says whether it existed), a message
 * above the ordinary form; and brings them into view. Its own chunk, fetched
 * only for such a visit.
 */
export default function InvitationPanel({
  token,
  open,
  ownerName,
  strings,
  loading,
  children,
}: InvitationPanelProps) {
  const { data, isPending, isError } = useInvitation(token);
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!isPending) top.current?.scrollIntoView({ block: "start" });
  }, [isPending]);
  const invitation = useMemo(
    () =>
      data
        ? {
            token,
            name: data.name,
            company: data.company,
            relationship: data.relationship,
          }
        : null,
    [data, token],
  );

  if (isPending)
    return <p className="mt-8 text-center text-ink-muted">{loading}</p>;
  return (
    // Clear of the fixed bar at the top of a phone's screen.
    <div ref={top} className="scroll-mt-20">
      {open &&
        (data ? (
          data.note && (
            <figure className="mx-auto mt-8 max-w-3xl rounded-2xl border border-accent/40 bg-surface-raised p-6">
              <figcaption className="text-sm font-semibold text-ink-muted">
                {fill(strings.noteFrom, { name: ownerName })}
              </figcaption>
              <blockquote
                lang={
                  isSiteLanguage(data.lang)
                    ? LANGUAGE_INFO[data.lang].tag
                    : undefined
                }
                className="mt-2 whitespace-pre-line"
              >
                <p>{data.note}</p>
              </blockquote>
            </figure>
          )
        ) : (
          <p
            role="status"
            className="mx-auto mt-8 max-w-3xl rounded-2xl bg-surface-raised p-4 text-center"
          >
            {isError ? strings.unavailable : strings.invalid}
          </p>
        ))}
      {children(invitation)}
    </div>
  );
}
