import { ChevronLeft, ChevronRight, Quote } from "lucide";
import { Glyph } from "../../../ui/glyph";
import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import {
  RELATIONSHIPS,
  type Relationship,
} from "../../../../core/testimonials/relationships";
import { isSiteLanguage, LANGUAGE_INFO } from "../../../../core/site-languages";
import { fill } from "../../../../core/fill";
import { useStrings } from "../../i18n/i18n-context";
import { joinMeta } from "./join-meta";
import type { Testimonial } from "./types";

/** Horizontal travel (px) that counts as a swipe on a touch screen. */
const SWIPE_THRESHOLD = 40;

const arrow =
  "grid size-10 shrink-0 place-items-center rounded-full bg-surface text-ink-muted hover:text-accent";

/**
 * One testimonial at a time; previous/next wrap, dots jump. All slides share
 * one grid cell so the quote area is as tall as the longest testimonial and
 * changing slides never moves the content below.
 */
export function TestimonialCarousel({ items }: { items: Testimonial[] }) {
  const strings = useStrings();
  // Stored in English on the wire; shown in the page's language.
  const relationshipName = (value: string | null) =>
    value && (RELATIONSHIPS as readonly string[]).includes(value)
      ? strings.relationships[value as Relationship]
      : value;
  const [index, setIndex] = useState(0);
  const [shownItems, setShownItems] = useState(items);
  const swipeStart = useRef<number | null>(null);
  const count = items.length;
  const last = Math.max(count - 1, 0);
  // The index stays valid when the list changes (fallback → rows, or a
  // shorter list): clamped while rendering, as React's docs advise over an effect.
  if (shownItems !== items) {
    setShownItems(items);
    if (index > last) setIndex(last);
  }
  const current = Math.min(index, last);
  const go = (step: number) => setIndex((current + step + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") go(-1);
    else if (event.key === "ArrowRight") go(1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.pointerType === "mouse" ? null : event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const dx = event.clientX - start;
    if (Math.abs(dx) >= SWIPE_THRESHOLD) go(dx < 0 ? 1 : -1);
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={strings.carousel}
      // Focusable so the arrow keys work for keyboard users even before they
      // reach a button (and when there is a single item and no buttons).
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="mx-auto max-w-3xl rounded-2xl bg-surface-raised p-6 sm:p-10"
    >
      <div
        aria-live="polite"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
        className="grid touch-pan-y"
      >
        {items.map((item, i) => {
          const shown = i === current;
          const meta = joinMeta(
            item.company,
            relationshipName(item.relationship),
          );
          return (
            <div
              key={item.id}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(strings.slide, { n: i + 1, count })}
              aria-hidden={!shown || undefined}
              inert={!shown}
              className={`col-start-1 row-start-1 flex min-w-0 flex-col gap-4 break-words motion-safe:transition-[opacity,visibility] motion-safe:duration-300 ${shown ? "visible opacity-100" : "invisible opacity-0"}`}
            >
              <Glyph icon={Quote} className="size-8 text-accent" />
              {/* Shown as written, on every page: read in its own language. */}
              <blockquote
                lang={
                  isSiteLanguage(item.lang)
                    ? LANGUAGE_INFO[item.lang].tag
                    : undefined
                }
                className="text-lg leading-relaxed whitespace-pre-line sm:text-xl"
              >
                <p>{item.comment}</p>
              </blockquote>
              <p className="mt-auto">
                <span className="block font-semibold">
                  {item.name}
                  {item.invited && (
                    <span className="ml-2 inline-block rounded-full border border-accent/50 px-2 align-[0.1em] text-xs font-medium text-ink-muted">
                      {strings.invited}
                    </span>
                  )}
                </span>
                {meta && (
                  <span className="block text-sm text-ink-muted">{meta}</span>
                )}
              </p>
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="mt-6 flex items-center justify-between gap-4">
          <button
            type="button"
            aria-label={strings.previousTestimonial}
            onClick={() => go(-1)}
            className={arrow}
          >
            <Glyph icon={ChevronLeft} className="size-5" />
          </button>
          <div className="flex flex-wrap justify-center">
            {items.map((item, i) => (
              <button
                key={item.id}
                type="button"
                aria-label={fill(strings.showTestimonial, { n: i + 1, count })}
                aria-current={i === current || undefined}
                onClick={() => setIndex(i)}
                className="group grid size-6 place-items-center"
              >
                <span
                  className={`block size-2.5 rounded-full ${i === current ? "bg-accent" : "bg-ink-muted/40 group-hover:bg-ink-muted"}`}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            aria-label={strings.nextTestimonial}
            onClick={() => go(1)}
            className={arrow}
          >
            <Glyph icon={ChevronRight} className="size-5" />
          </button>
        </div>
      )}
    </div>
  );
}
