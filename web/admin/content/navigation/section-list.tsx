import { useEffect, useState } from "react";

/**
 * A link to each section of the form, marking the one in view: beside the
 * form on a wide screen (and staying there while the form scrolls), above it
 * on a narrow one. `topOffset` is the height of what covers the window's top
 * (the editor's bar): a section under it is not in view.
 */
export function SectionList({
  sections,
  topOffset,
}: {
  sections: readonly { id: string; title: string }[];
  topOffset: number;
}) {
  const [current, setCurrent] = useState(sections[0]?.id);

  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const visible = new Set<string>();
    // A section is in view while it crosses the top third of the window below the bar.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        const first = sections.find((section) => visible.has(section.id));
        if (first) setCurrent(first.id);
      },
      { rootMargin: `-${Math.round(topOffset)}px 0px -66% 0px` },
    );
    for (const { id } of sections) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [sections, topOffset]);

  return (
    <nav
      aria-label="Sections"
      className="lg:sticky lg:self-start lg:overflow-y-auto"
      style={{
        top: `calc(${Math.round(topOffset)}px + 1rem)`,
        maxHeight: `calc(100vh - ${Math.round(topOffset)}px - 2rem)`,
      }}
    >
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm lg:flex-col lg:gap-0.5">
        {sections.map(({ id, title }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              aria-current={id === current ? "location" : undefined}
              onClick={() => setCurrent(id)}
              className="block rounded-md underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-accent aria-[current]:font-semibold lg:border-l-2 lg:border-transparent lg:px-3 lg:py-1 lg:no-underline lg:hover:underline lg:aria-[current]:border-accent lg:aria-[current]:bg-surface-raised"
            >
              {title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
