import { AdminTabs } from "./admin-tabs";
import { AdminQueryProvider, type SignedOutReason } from "./query";
import { useSession } from "./api/use-session";
import { SignInScreen } from "./sign-in-screen";

const DISABLED_TEXT =
  "The admin is disabled. Set ADMIN_PASSWORD (at least 12 characters) in the server's environment and restart to enable it.";

const NOTICE: Record<SignedOutReason, string> = {
  "signed-out": "You have signed out.",
  "signed-out-everywhere":
    "You have signed out everywhere: every browser must sign in again.",
  "session-ended": "Your session has ended. Sign in again.",
};

/** The admin: session check, then the sign-in or the moderation screen. */
export function AdminApp() {
  return (
    <AdminQueryProvider>
      <main className="mx-auto min-h-screen max-w-4xl px-4 py-8 sm:px-6">
        <AdminScreen />
      </main>
    </AdminQueryProvider>
  );
}

function AdminScreen() {
  const session = useSession();
  const phase = session.isPending
    ? "loading"
    : session.isError
      ? "offline"
      : !session.data.enabled
        ? "disabled"
        : session.data.authenticated
          ? "signed-in"
          : "signed-out";

  return (
    <>
      {phase === "loading" && <p className="text-ink-muted">Loading…</p>}
      {phase === "offline" && (
        <p role="alert">
          The server could not be reached. Reload to try again.
        </p>
      )}
      {phase === "disabled" && (
        <>
          <h1 className="mb-4 text-2xl font-semibold">Site admin</h1>
          <p>{DISABLED_TEXT}</p>
        </>
      )}
      {phase === "signed-out" && (
        <SignInScreen
          notice={
            session.data?.signedOut ? NOTICE[session.data.signedOut] : null
          }
        />
      )}
      {phase === "signed-in" && <AdminTabs />}
    </>
  );
}
