import type { MouseEvent } from "react";
import { usePageContent } from "../app/content-context";

interface NavLinksProps {
  /** Id of the current section. */
  active: string;
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void;
  className?: string;
}

/**
 * The page's entries. The browser scrolls to the anchor; styles.css makes that
 * smooth, and instant when the visitor prefers reduced motion.
 */
export function NavLinks({
  active,
  onNavigate,
  className = "rounded-lg px-3 py-2 text-sm hover:bg-ink/10",
}: NavLinksProps) {
  return usePageContent().navigation.map((item) => {
    const current = item.href === `#${active}`;
    return (
      <a
        key={item.href}
        href={item.href}
        aria-current={current ? "true" : undefined}
        onClick={onNavigate}
        className={`${className} ${current ? "font-semibold text-accent" : "text-ink-muted hover:text-ink"}`}
      >
        {item.name}
      </a>
    );
  });
}
