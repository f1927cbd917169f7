import { Portrait } from "../lib/portrait";
import { StaticIsland } from "../lib/static-island";
import { Icon } from "../../ui/icon";
import { useContent, usePageContent } from "../app/content-context";
import { useTypewriter } from "../lib/use-typewriter";

const HEADLINE =
  "text-4xl leading-[1.1] font-bold tracking-tight sm:text-5xl lg:text-6xl";

/**
 * The headline, typed over itself. The whole text is always laid out and
 * painted underneath (faint while scripts type it, styles.css, and in ink
 * once typed, as the heading's own text must be); the typing, on top and for
 * the eyes only, inks it in a character at a time. Nothing painted
 * disappears, and no painted text moves: the layer underneath keeps its
 * place, and on top only the untyped rest moves, hidden, as the text before
 * it grows (moving visible text would count as layout shift).
 */
function TypedHeadline({ id, text }: { id: string; text: string }) {
  const { shown, cursor } = useTypewriter(text);
  return (
    <h1 id={id} className={`relative ${HEADLINE}`}>
      <span className="untyped" data-inked={shown === text || undefined}>
        {text}
      </span>
      <span
        aria-hidden="true"
        data-testid="typed-headline"
        className="absolute inset-0"
      >
        {shown}
        {cursor && (
          <span className="relative">
            <span
              data-testid="typing-cursor"
              className="absolute top-0 left-0.5 animate-[blink_1s_step-end_infinite] font-light text-accent"
            >
              |
            </span>
          </span>
        )}
        <span className="invisible">{text.slice(shown.length)}</span>
      </span>
    </h1>
  );
}

/** Short phrases under the subtitle: what the owner is asked for most. */
function ActionChips() {
  const { actionChips } = useContent();
  if (actionChips.length === 0) return null;
  return (
    <ul className="mt-6 flex max-w-2xl flex-wrap gap-2">
      {actionChips.map((chip) => (
        <li
          key={chip}
          className="rounded-full border border-accent/40 bg-surface-raised px-3 py-1 text-sm text-ink-muted"
        >
          {chip}
        </li>
      ))}
    </ul>
  );
}

/**
 * The owner's portrait beside the headline on wide screens, above it on
 * phones; the largest thing in the first view, so fetched first. Without a
 * portrait the text takes the whole width.
 */
function HeroPortrait() {
  const { portrait } = useContent();
  if (!portrait) return null;
  return (
    <div className="order-first w-36 shrink-0 sm:w-44 lg:order-last lg:mr-3 lg:w-72">
      <Portrait
        portrait={portrait}
        fetchPriority="high"
        sizes="(min-width: 1024px) 18rem, (min-width: 640px) 11rem, 9rem"
        className="rounded-2xl border border-ink/10 bg-surface-raised offset-frame"
      />
    </div>
  );
}

function CoreAreas() {
  const profile = useContent();
  return (
    <>
      <h2 className="mt-16 mb-6 text-2xl font-semibold">
        {profile.headings.coreAreas}
      </h2>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
        {profile.coreAreas.map((area) => (
          <li
            key={area.title}
            className="rounded-xl border border-ink/10 bg-surface-raised p-6"
          >
            <Icon name={area.icon} className="mb-4 size-7 text-accent" />
            <h3 className="mb-2 text-lg font-semibold">{area.title}</h3>
            <p className="text-sm text-ink-muted">{area.description}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

export function HeroSection() {
  const profile = usePageContent();
  return (
    <section
      id="home"
      aria-labelledby="home-heading"
      className="mx-auto max-w-6xl px-6 pt-28 pb-20 hero-glow sm:pb-24 lg:pt-36"
    >
      <div className="flex flex-col gap-8 lg:flex-row lg:items-center lg:gap-16">
        <div className="min-w-0 flex-1">
          <p className="mb-4 text-sm font-semibold tracking-widest text-accent uppercase">
            {profile.name}
          </p>
          {profile.headlineEffect === "still" ? (
            <h1 id="home-heading" className={HEADLINE}>
              {profile.title}
            </h1>
          ) : (
            <TypedHeadline id="home-heading" text={profile.title} />
          )}
          <p className="mt-6 max-w-2xl text-lg text-ink-muted">
            {profile.subtitle}
          </p>
          <StaticIsland id="island-action-chips">
            {__RENDER_STATIC__ && <ActionChips />}
          </StaticIsland>
        </div>
        <StaticIsland id="island-portrait">
          {__RENDER_STATIC__ && <HeroPortrait />}
        </StaticIsland>
      </div>

      <StaticIsland id="island-core-areas">
        {__RENDER_STATIC__ && <CoreAreas />}
      </StaticIsland>
    </section>
  );
}
