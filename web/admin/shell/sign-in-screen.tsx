import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { ApiError } from "./query";
import { useSignIn } from "./api/use-sign-in";

/** Password sign-in; shows the server's message for a wrong password or a wait. */
export function SignInScreen({ notice }: { notice: string | null }) {
  const [password, setPassword] = useState("");
  const signIn = useSignIn();
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
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
        Site admin
      </h1>
      {notice && (
        <p role="status" className="mb-4 text-ink-muted">
          {notice}
        </p>
      )}
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label="Password">
          {(props) => (
            <input
              {...props}
              ref={input}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              // The error below is a live region, always present, so a
              // wrong password is announced even while the field has focus.
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
          )}
        </Field>
        <p id={errorId} role="alert" className="min-h-6 text-danger">
          {error}
        </p>
        <Button
          type="submit"
          variant="primary"
          disabled={busy || password.length === 0}
          className="w-full"
        >
          {busy ? "Signing in…" : "Sign in"}
        </Button>
      </form>
    </section>
  );
}
