import { profile } from "../content/profile";

export function ElsewhereSection() {
  const { book } = profile;
  return (
    <section
      id="elsewhere"
      aria-labelledby="elsewhere-heading"
      // Tall enough that scrolling to it can make it the current section.
      className="mx-auto flex min-h-svh max-w-6xl flex-col justify-center px-6 py-20"
    >
      <h2 id="elsewhere-heading" className="mb-6 text-3xl font-bold">
        As read on
      </h2>
      <a
        href={book.url}
        className="group block rounded-xl border border-ink/10 bg-surface-raised p-6 hover:border-accent/60"
      >
        <span>
          <span className="flex items-center gap-1 text-lg font-semibold group-hover:underline">
            {book.title}
            <span aria-hidden="true">↗</span>
          </span>
          <span className="mt-2 block text-ink-muted">{book.description}</span>
        </span>
      </a>

      <div className="mt-20 text-center">
        <p className="mx-auto mb-6 max-w-xl text-lg text-ink-muted">
          {profile.personalNote}
        </p>
        <a
          href={profile.linkedinUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-2 rounded-full bg-accent px-7 py-3 font-semibold text-surface hover:opacity-90"
        >
          Start a Conversation
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}
