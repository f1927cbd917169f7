import { useEffect } from "react";

export function NotFoundPage() {
  useEffect(() => {
    console.error(
      "404 Error: User attempted to access non-existent route:",
      window.location.pathname,
    );
  }, []);

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-4xl font-bold">404</h1>
      <p className="text-xl text-ink-muted">Oops! Page not found</p>
      <a
        href="/"
        className="text-accent underline underline-offset-4 hover:no-underline"
      >
        Return to Home
      </a>
    </main>
  );
}
