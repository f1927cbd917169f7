import { useEffect, useRef, type ReactNode } from "react";
import { ChevronDown } from "lucide";
import { Glyph } from "../../../ui/glyph";
import { onUnfold, useFolded } from "../navigation/folding";

/** The id of a section's heading, for a list that the heading names too. */
export const sectionHeadingId = (sectionId: string) => `${sectionId}-heading`;

/**
 * One group of the content form, with its heading (the editor's section list
 * links here). The heading's button folds the section; the fold is
 * remembered in this browser, and a link to a field inside opens it.
 */
export function FormSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  const [folded, setFolded] = useFolded(id);
  const section = useRef<HTMLElement>(null);
  useEffect(
    () => onUnfold(section.current!, () => setFolded(false)),
    [setFolded],
  );
  return (
    <section
      ref={section}
      id={id}
      aria-labelledby={sectionHeadingId(id)}
      data-folded={folded || undefined}
      className="space-y-4 rounded-xl border border-white/10 bg-surface-raised p-4 sm:p-6"
    >
      <h2 id={sectionHeadingId(id)} className="text-xl font-semibold">
        <button
          type="button"
          aria-expanded={!folded}
          aria-controls={`${id}-body`}
          onClick={() => setFolded(!folded)}
          className="flex w-full items-center gap-2 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          <Glyph
            icon={ChevronDown}
            className={`size-5 shrink-0 motion-safe:transition-transform ${folded ? "-rotate-90" : ""}`}
          />
          {title}
        </button>
      </h2>
      <div id={`${id}-body`} hidden={folded} className="space-y-4">
        {children}
      </div>
    </section>
  );
}
