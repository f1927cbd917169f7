import { X } from "lucide";
import { Glyph } from "../../ui/glyph";
import { useEffect, useRef, type KeyboardEvent } from "react";
import { CvLink } from "../features/cv/cv-link";
import { useStrings } from "../i18n/i18n-context";
import { LanguageSwitch } from "./language-switch";
import { NavLinks } from "./nav-links";
import { ThemeToggle } from "./theme-toggle";

interface MobileMenuProps {
  id: string;
  active: string;
  /** Closes the menu and returns focus to its button. */
  onClose: () => void;
  /** Closes the menu while the browser follows a link. */
  onNavigate: () => void;
}

/** The full-screen menu of small screens: a modal dialog that keeps focus inside until closed. */
export function MobileMenu({
  id,
  active,
  onClose,
  onNavigate,
}: MobileMenuProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const strings = useStrings();

  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>("a, button")?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") return onClose();
    if (event.key !== "Tab") return;
    const items = dialog.current!.querySelectorAll<HTMLElement>("a, button");
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      id={id}
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={strings.menu}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-50 flex flex-col bg-surface px-6 py-4 lg:hidden"
    >
      <button
        type="button"
        aria-label={strings.closeMenu}
        onClick={onClose}
        className="flex size-11 items-center justify-center self-end rounded-full hover:bg-ink/10"
      >
        <Glyph icon={X} className="size-6" />
      </button>
      <nav
        aria-label={strings.mainNavigation}
        className="mt-8 flex flex-col gap-2"
      >
        <NavLinks
          active={active}
          onNavigate={onNavigate}
          className="rounded-lg px-4 py-3 text-2xl"
        />
      </nav>
      <CvLink className="mt-8 flex items-center justify-center gap-2 rounded-full bg-accent-fill px-6 py-3 font-semibold text-on-accent" />
      <CvLink
        format="pdf"
        className="mt-3 flex items-center justify-center gap-2 rounded-full px-6 py-3 font-semibold text-ink ring-1 ring-ink/30 hover:bg-ink/10"
      />
      <LanguageSwitch
        active={active}
        className="mt-6 rounded-lg px-4 py-3 text-lg text-ink-muted hover:bg-ink/10 hover:text-ink"
      />
      <ThemeToggle
        showName
        className="mt-2 flex items-center gap-3 rounded-lg px-4 py-3 text-lg text-ink-muted hover:bg-ink/10 hover:text-ink"
      />
    </div>
  );
}
