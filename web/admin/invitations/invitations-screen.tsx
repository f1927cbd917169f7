import { useState } from "react";
import type {
  AdminInvitation,
  IssuedInvitation,
} from "../../../core/api/invitations";
import { SessionButtons } from "../shell/session-buttons";
import { useSiteLanguages } from "../content/api/use-site-languages";
import { InvitationForm } from "./invitation-form";
import { InvitationList } from "./invitation-list";
import { IssuedLink } from "./issued-link";
import { useInvitations } from "./api/use-invitations";
import { useReissueInvitation } from "./api/use-reissue-invitation";
import { useRevokeInvitation } from "./api/use-revoke-invitation";

/** Invitations: a form to create one, the link just issued, and the list. */
export function InvitationsScreen() {
  const languages = useSiteLanguages();
  const list = useInvitations();
  const revoke = useRevokeInvitation();
  const reissue = useReissueInvitation();
  const [issued, setIssued] = useState<IssuedInvitation | null>(null);
  const [message, setMessage] = useState("");

  const failed = (error: Error) => setMessage(`Failed: ${error.message}`);
  const onRevoke = (item: AdminInvitation) => {
    setMessage("");
    revoke.mutate(item.id, {
      onSuccess: () => {
        setMessage(
          `Revoked: the link for ${item.name} no longer works. Re-send makes a new one.`,
        );
        // Its Revoke button is gone: focus stays on the invitation.
        document.getElementById(`invitation-${item.id}`)?.focus();
      },
      onError: failed,
    });
  };
  const onResend = (item: AdminInvitation) => {
    setMessage("");
    reissue.mutate(item.id, { onSuccess: setIssued, onError: failed });
  };

  return (
    <>
      <header className="mb-4 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">Invitations</h1>
        <SessionButtons />
      </header>
      <p className="mb-6 text-ink-muted">
        Send a client a personal link to write a testimonial: the form opens
        with their name and your note, and the testimonial is marked as invited.
        Each link works once.
      </p>
      <div className="space-y-6">
        {languages.isError && (
          <p role="alert" className="text-danger">
            {languages.error.message}
          </p>
        )}
        {languages.data && (
          <InvitationForm languages={languages.data} onIssued={setIssued} />
        )}
        {issued && languages.data && (
          <IssuedLink
            key={issued.token}
            issued={issued}
            defaultLanguage={languages.data.defaultLanguage}
          />
        )}
        <section aria-labelledby="sent-invitations-title">
          <h2
            id="sent-invitations-title"
            className="mb-3 text-xl font-semibold"
          >
            Sent invitations
          </h2>
          <p role="status" className="mb-3 min-h-6 text-ink-muted">
            {message}
          </p>
          {list.isError && (
            <p role="alert" className="text-danger">
              {list.error.message}
            </p>
          )}
          {list.isPending && <p className="text-ink-muted">Loading…</p>}
          {list.data && (
            <InvitationList
              items={list.data.items}
              busy={revoke.isPending || reissue.isPending}
              onRevoke={onRevoke}
              onResend={onResend}
            />
          )}
        </section>
      </div>
    </>
  );
}
