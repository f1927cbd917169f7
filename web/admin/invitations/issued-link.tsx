import { useEffect, useRef, useState } from "react";
import type { IssuedInvitation } from "../../../core/api/invitations";
import type { SiteLanguage } from "../../../core/site-languages";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { invitationEmail, mailtoHref } from "./invitation-email";
import { invitationLink } from "./invitation-link";

type Copy = "idle" | "copied" | "failed";

/**
 * The link of an invitation just created or re-sent, with a button to copy it
 * and one to write the e-mail. The token is not kept anywhere, so this is the
 * only time it is seen; the heading takes focus so the owner lands here.
 */
export function IssuedLink({
  issued: { invitation, token },
  defaultLanguage,
}: {
  issued: IssuedInvitation;
  defaultLanguage: SiteLanguage;
}) {
  const [copy, setCopy] = useState<Copy>("idle");
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const link = invitationLink(
    location.origin,
    invitation.lang,
    defaultLanguage,
    token,
  );
  const email = mailtoHref(
    invitationEmail({
      name: invitation.name,
      note: invitation.note,
      lang: invitation.lang,
      link,
      expiresAt: invitation.expiresAt,
    }),
  );
  const copyLink = () =>
    navigator.clipboard
      .writeText(link)
      .then(() => setCopy("copied"))
      .catch(() => setCopy("failed"));

  return (
    <section
      aria-labelledby="issued-link-title"
      className="space-y-3 rounded-lg border border-accent p-4 sm:p-5"
    >
      <h2
        ref={headingRef}
        id="issued-link-title"
        tabIndex={-1}
        className="text-xl font-semibold focus-visible:outline-2 focus-visible:outline-accent"
      >
        Link for {invitation.name}
      </h2>
      <p className="text-ink-muted">
        Copy it now: it is shown only this once. Re-send makes a new link, and
        this one stops working.
      </p>
      <Field label="Invitation link">
        {(props) => (
          <input
            {...props}
            readOnly
            value={link}
            onFocus={(event) => event.target.select()}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="primary" onClick={copyLink}>
          Copy link
        </Button>
        <a
          href={email}
          className="inline-flex items-center justify-center rounded-lg border border-ink-muted/40 px-4 py-2 hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          Write e-mail
        </a>
        <span role="status" className="text-sm">
          {copy === "copied" && "Copied"}
          {copy === "failed" &&
            "Could not copy here: select the link and copy it."}
        </span>
      </div>
    </section>
  );
}
