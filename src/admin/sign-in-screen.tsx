import { useEffect, useRef, useState, type FormEvent } from "react";
import { ApiError } from "./query";
import { useSignIn } from "./session/use-sign-in";

/** Password sign-in; shows the server's message for a wrong password or a wait. */
export function SignInScreen({ notice }: { notice: string | null }) {
  const [password, setPassword] = useState("");
  const signIn = useSignIn();
  const input = useRef<HTMLInputElement>(null);
  const busy = signIn.isPending;
  const error = signIn.error
    ? signIn.error instanceof ApiError
      ? signIn.error.message
      : "Sign-in failed. Try again."
    : null;

  useEffect(() => input.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate(password, {
      onError: () => {
        setPassword("");
        input.current?.focus();
      },
    });
  };

  return (
    <section
      aria-labelledby="sign-in-heading"
      className="mx-auto max-w-sm pt-16"
    >
      <h1 id="sign-in-heading" className="mb-6 text-2xl font-semibold">
        Testimonials admin
      </h1>
      {notice && (
        <p role="status" className="mb-4 text-ink-muted">
          {notice}
        </p>
      )}
      <form onSubmit={submit} noValidate className="space-y-4">
        <div>
          <label htmlFor="admin-password" className="mb-1 block font-medium">
            Password
          </label>
          <input
            ref={input}
            id="admin-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "sign-in-error" : undefined}
            className="w-full rounded-md border border-white/20 bg-surface-raised px-3 py-2 text-ink"
          />
        </div>
        <p id="sign-in-error" role="alert" className="min-h-6 text-red-300">
          {error}
        </p>
        <button
          type="submit"
          disabled={busy || password.length === 0}
          className="w-full rounded-md bg-accent px-4 py-2 font-semibold text-surface disabled:opacity-60"
        >
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </form>
    </section>
  );
}
