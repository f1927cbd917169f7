import type { ReactNode } from "react";
import type { Profile } from "../../../core/content/profile-schema";
import { CONTACT_SLUG } from "../../../core/content/contact-page";
import { useContact, useContent } from "../app/content-context";
import { useDictionary, useHome } from "../i18n/i18n-context";
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
      {/* The arrow keeps to the title's last word, however the title wraps. */}
      <span className="block text-lg font-semibold group-hover:underline">
        {work.title}
        {"\u00a0"}
        <span aria-hidden="true">↗</span>
      </span>
      <span className="mt-2 block text-ink-muted">{work.description}</span>
    </a>
  );
}

const CALL_TO_ACTION =
  "inline-flex items-center gap-2 rounded-full bg-accent-fill px-7 py-3 font-semibold text-on-accent underline-offset-4 hover:underline";

/**
 * "Start a Conversation", as the owner chose: the professional profile in a
 * new tab (the specification's), or the contact dialog or the enquiry form,
 * which the page's script opens in place (sections/conversation-opener.tsx);
 * without it, the link writes an e-mail or goes to the enquiry page.
 */
function StartConversation({ newTab }: { newTab: ReactNode }) {
  const profile = useContent();
  const { settings } = useContact();
  const home = useHome();
  const label = profile.headings.callToAction;
  switch (settings.startConversation) {
    case "profile":
      return (
        <a
          href={profile.linkedinUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={CALL_TO_ACTION}
        >
          {label}
          {newTab}
        </a>
      );
    case "dialog":
      return (
        <a
          href={`mailto:${profile.email}`}
          data-conversation="dialog"
          className={CALL_TO_ACTION}
        >
          {label}
        </a>
      );
    case "form":
      return (
        <a
          href={`${home}${CONTACT_SLUG}`}
          data-conversation="form"
          className={CALL_TO_ACTION}
        >
          {label}
        </a>
      );
  }
}

export function ElsewhereSection() {
  const profile = useContent();
  const { settings } = useContact();
  const { server } = useDictionary();
  const newTab = <span className="sr-only">{server.opensInNewTab}</span>;
  const { book, podcast, headings } = profile;
  return (
    <section
      id="elsewhere"
      aria-labelledby="elsewhere-heading"
      // Tall enough, with the footer (5.25 rem and a border at least), for
      // the page to scroll its top to 96 px from the window's top: a section
      // is current from 100 px above its top, so scrolling to it makes it the
      // current one, and no more room than that is left empty on a tall
      // screen. It starts as every section does; the space a short one
      // leaves goes around the call to action.
      className={`flex min-h-[calc(100svh-5.25rem-6rem)] flex-col band ${SECTION}`}
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

      <div className="my-auto pt-20 text-center">
        {profile.personalNote && (
          <p className="mx-auto mb-6 max-w-xl text-lg text-ink-muted">
            {profile.personalNote}
          </p>
        )}
        <div className="flex flex-wrap justify-center gap-3">
          <StartConversation newTab={newTab} />
          {settings.showBooking && profile.bookingUrl && (
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
