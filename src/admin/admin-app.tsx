import { useCallback, useEffect, useState } from "react";
import { ApiError, getSession, signOut } from "./api";
import { ModerationScreen } from "./moderation-screen";
import { SignInScreen } from "./sign-in-screen";

type Phase = "loading" | "disabled" | "signed-out" | "signed-in" | "offline";

const DISABLED_TEXT =
  "The admin is disabled. Set ADMIN_PASSWORD (at least 12 characters) in the server's environment and restart to enable it.";

/** The admin: session check, then the sign-in or the moderation screen. */
export function AdminApp() {
  const [phase, setPhase] = useState<Phase>("loading");
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    getSession().then(
      (session) =>
        setPhase(
          !session.enabled
            ? "disabled"
            : session.authenticated
              ? "signed-in"
              : "signed-out",
        ),
      () => setPhase("offline"),
    );
  }, []);

  const onSessionLost = useCallback((error: unknown) => {
    if (error instanceof ApiError && error.status === 401) {
      setNotice("Your session has ended. Sign in again.");
      setPhase("signed-out");
      return true;
    }
    return false;
  }, []);

  return (
    <main className="mx-auto min-h-screen max-w-4xl px-4 py-8 sm:px-6">
      {phase === "loading" && <p className="text-ink-muted">Loading…</p>}
      {phase === "offline" && (
        <p role="alert">
          The server could not be reached. Reload to try again.
        </p>
      )}
      {phase === "disabled" && (
        <>
          <h1 className="mb-4 text-2xl font-semibold">Testimonials admin</h1>
          <p>{DISABLED_TEXT}</p>
        </>
      )}
      {phase === "signed-out" && (
        <SignInScreen
          notice={notice}
          onSignedIn={() => {
            setNotice(null);
            setPhase("signed-in");
          }}
        />
      )}
      {phase === "signed-in" && (
        <ModerationScreen
          onSessionLost={onSessionLost}
          onSignOut={async () => {
            await signOut().catch(() => undefined);
            setNotice("You have signed out.");
            setPhase("signed-out");
          }}
        />
      )}
    </main>
  );
}
