import type { Profile } from "../../../core/content/profile-schema";
import { useContent } from "../app/content-context";
import { useDictionary } from "../i18n/i18n-context";
import { SECTION, SECTION_HEADING } from "./section-layout";

type Work = NonNullable<Profile["book"]>;

function WorkCard({ kind, work }: { kind: string; work: Work }) {
  return (
    <a
      href={work.url}
      className="group block rounded-xl border border-ink/10 bg-surface-raised p-6 hover:border-accent/60"
    >
      <span className="mb-2 block text-xs font-semibold tracking-widest text-accent uppercase">
        {kind}
      </span>
      <span className="flex items-center gap-1 text-lg font-semibold group-hover:underline">
        {work.title}
        <span aria-hidden="true">↗</span>
      </span>
      <span className="mt-2 block text-ink-muted">{work.description}</span>
    </a>
  );
}

export function ElsewhereSection() {
  const profile = useContent();
  const { server } = useDictionary();
  const newTab = <span className="sr-only">{server.opensInNewTab}</span>;
  const { book, podcast, headings } = profile;
  return (
    <section
      id="elsewhere"
      aria-labelledby="elsewhere-heading"
      // A screen tall, so that scrolling to it brings its top to the top and
      // makes it the current section; on its band, it reads as one closing panel.
      className={`flex min-h-svh flex-col justify-center band ${SECTION}`}
    >
      {/* The heading names the section for the navigation even with no book or podcast. */}
      <h2
        id="elsewhere-heading"
        className={book || podcast ? `mb-10 ${SECTION_HEADING}` : "sr-only"}
      >
        {headings.elsewhere}
      </h2>
      {(book || podcast) && (
        <div className="grid gap-6 md:grid-cols-2">
          {book && <WorkCard kind={server.book} work={book} />}
          {podcast && <WorkCard kind={server.podcast} work={podcast} />}
        </div>
      )}

      <div className="mt-20 text-center">
        {profile.personalNote && (
          <p className="mx-auto mb-6 max-w-xl text-lg text-ink-muted">
            {profile.personalNote}
          </p>
        )}
        <div className="flex flex-wrap justify-center gap-3">
          <a
            href={profile.linkedinUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-full bg-accent-fill px-7 py-3 font-semibold text-on-accent hover:opacity-90"
          >
            {headings.callToAction}
            {newTab}
          </a>
          {profile.bookingUrl && (
            <a
              href={profile.bookingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-full border border-accent px-7 py-3 font-semibold text-accent hover:bg-accent-fill hover:text-on-accent"
            >
              {headings.booking}
              {newTab}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
