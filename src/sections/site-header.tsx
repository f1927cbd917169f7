import { Menu } from "lucide-react";
import { useRef, useState } from "react";
import { Tooltip } from "../components/ui/tooltip";
import { usePageContent } from "../content/content-context";
import { useStrings } from "../i18n/i18n-context";
import { CvButton } from "../features/cv/cv-button";
import { useOnScroll } from "../hooks/use-on-scroll";
import { activeSection, scrollProgress } from "../lib/scroll";
import { LanguageSwitch } from "./language-switch";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";

export function SiteHeader() {
  const { navigation } = usePageContent();
  const strings = useStrings();
  const sectionIds = navigation.map((item) => item.href.slice(1));
  const [active, setActive] = useState(sectionIds[0]!);
  const [progress, setProgress] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  useOnScroll(() => {
    const { scrollY, innerHeight } = window;
    setProgress(
      scrollProgress(
        scrollY,
        document.documentElement.scrollHeight,
        innerHeight,
      ),
    );
    const bounds = sectionIds.flatMap((id) => {
      const box = document.getElementById(id)?.getBoundingClientRect();
      return box
        ? [{ id, top: box.top + scrollY, bottom: box.bottom + scrollY }]
        : [];
    });
    // Between tracked sections the last current one stays highlighted.
    const current = activeSection(scrollY, bounds);
    if (current) setActive(current);
  });

  const closeMenu = () => {
    setMenuOpen(false);
    menuButton.current?.focus();
  };

  return (
    <header>
      <a
        href="#home"
        className="sr-only z-[60] rounded-md bg-accent px-4 py-2 font-semibold text-surface focus:not-sr-only focus:fixed focus:top-4 focus:left-20"
      >
        {strings.skipToContent}
      </a>
      <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1">
        {/* Empty, it is drawn by a class rather than a style attribute: the
            server's HTML then has none, and its CSP no hash for one. */}
        <div
          data-testid="scroll-progress"
          className={`h-full origin-left bg-accent ${progress ? "" : "[transform:scaleX(0)]"}`}
          style={progress ? { transform: `scaleX(${progress})` } : undefined}
        />
      </div>

      {/* Large screens: a menu collapsed to an icon, opened by hover or keyboard focus. */}
      <div
        className="group fixed top-4 left-4 z-40 hidden lg:block"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null))
            setFocused(false);
        }}
      >
        <div className="rounded-xl border border-ink/10 bg-surface-raised/95 p-1.5 shadow-lg">
          <button
            type="button"
            aria-label={strings.menu}
            aria-expanded={hovered || focused}
            aria-controls="desktop-menu"
            className="flex size-10 items-center justify-center rounded-lg hover:bg-ink/10"
          >
            <Menu aria-hidden="true" className="size-5" />
          </button>
          <div
            id="desktop-menu"
            className={`${hovered || focused ? "flex" : "hidden"} flex-col gap-1 p-1 group-focus-within:flex group-hover:flex`}
          >
            <nav
              aria-label={strings.mainNavigation}
              className="flex flex-col gap-1"
            >
              {/* Let go of focus after a click, so the menu collapses when the pointer leaves. */}
              <NavLinks
                active={active}
                onNavigate={(event) => event.currentTarget.blur()}
              />
              <CvButton className="mt-1 flex items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-ink-muted hover:bg-ink/10 hover:text-ink" />
            </nav>
            {/* The page in another language is not one of the page's sections. */}
            <LanguageSwitch
              active={active}
              className="rounded-lg border-t border-ink/10 px-3 py-2 text-sm text-ink-muted hover:bg-ink/10 hover:text-ink"
            />
          </div>
        </div>
      </div>

      <div className="fixed top-4 right-4 z-40 hidden lg:block">
        <Tooltip content={strings.cvTooltip}>
          {(props) => (
            <CvButton
              {...props}
              className="flex items-center gap-2 rounded-full bg-accent px-4 py-2 text-sm font-semibold text-surface shadow-lg hover:opacity-90"
            />
          )}
        </Tooltip>
      </div>

      {/* Small screens: a menu button and a full-screen overlay. */}
      <button
        ref={menuButton}
        type="button"
        aria-label={strings.openMenu}
        aria-expanded={menuOpen}
        aria-controls="mobile-menu"
        onClick={() => setMenuOpen(true)}
        className="fixed top-3 right-3 z-40 flex size-11 items-center justify-center rounded-full border border-ink/10 bg-surface-raised/95 shadow-lg lg:hidden"
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      {menuOpen && (
        <MobileMenu
          id="mobile-menu"
          active={active}
          onClose={closeMenu}
          onNavigate={() => setMenuOpen(false)}
        />
      )}
    </header>
  );
}
