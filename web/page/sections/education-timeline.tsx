import { useId, useRef, useState } from "react";
import { usePageContent } from "../app/content-context";
import { useOnScroll } from "../lib/use-on-scroll";
import { viewProgress } from "../lib/scroll";

/**
 * Only one item is open: clicking the open one closes it, clicking another opens that one.
 * @internal
 */
export const toggleOpen = (open: number | null, clicked: number) =>
  open === clicked ? null : clicked;

export function EducationTimeline() {
  const { education } = usePageContent();
  const [open, setOpen] = useState<number | null>(null);
  const [fill, setFill] = useState(0);
  const timeline = useRef<HTMLDivElement>(null);
  const baseId = useId();

  // The line fills as the timeline scrolls into view.
  useOnScroll(() => {
    const box = timeline.current?.getBoundingClientRect();
    if (box) setFill(viewProgress(box.top, box.height, window.innerHeight));
  });

  return (
    <div ref={timeline} className="relative pl-8">
      <span
        aria-hidden="true"
        className="absolute top-2 bottom-2 left-2.5 w-0.5 bg-ink/15"
      >
        {/* Empty, drawn by a class: no style attribute in the server's HTML. */}
        <span
          data-testid="timeline-fill"
          className={`block h-full origin-top bg-accent transition-transform ${fill ? "" : "[transform:scaleY(0)]"}`}
          style={fill ? { transform: `scaleY(${fill})` } : undefined}
        />
      </span>
      <ol className="space-y-3">
        {education.map((item, index) => {
          const expanded = open === index;
          const detailId = `${baseId}-${index}`;
          return (
            <li key={`${item.title}-${item.year}`} className="relative">
              <span
                aria-hidden="true"
                className={`absolute top-4 -left-[1.6rem] size-3 rounded-full border-2 border-accent ${
                  expanded ? "bg-accent" : "bg-surface"
                }`}
              />
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={detailId}
                onClick={() => setOpen((current) => toggleOpen(current, index))}
                className="flex w-full items-start justify-between gap-4 rounded-lg bg-surface-raised p-4 text-left hover:bg-surface-raised/70"
              >
                <span>
                  <span className="block text-sm font-semibold text-accent tabular-nums">
                    {item.year}
                  </span>
                  <span className="block font-semibold">{item.title}</span>
                  <span className="block text-sm text-ink-muted">
                    {item.school}
                  </span>
                </span>
                <span
                  aria-hidden="true"
                  className={`mt-2 size-2.5 shrink-0 border-r-2 border-b-2 border-ink-muted transition-transform ${
                    expanded ? "-rotate-135" : "rotate-45"
                  }`}
                />
              </button>
              <p
                id={detailId}
                hidden={!expanded}
                className="px-4 pt-2 text-sm text-ink-muted"
              >
                {item.detail}
              </p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
