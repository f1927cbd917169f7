import { Component, type ReactNode } from "react";
import { useStrings } from "../i18n/i18n-context";

interface State {
  error: Error | null;
}

/**
 * The generic error page for an unexpected application error: "Unexpected
 * Application Error!" with the error's message.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ErrorPage error={error} />;
  }
}

function ErrorPage({ error }: { error: Error }) {
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 p-8">
      <h1 className="text-3xl font-bold">{useStrings().unexpectedError}</h1>
      <p className="text-ink-muted">{error.message}</p>
    </main>
  );
}
