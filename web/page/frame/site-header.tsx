import { Menu } from "lucide";
import { Glyph } from "../../ui/glyph";
import { useRef, useState } from "react";
import { Tooltip } from "../../ui/tooltip";
import { usePageContent } from "../app/content-context";
import { useStrings } from "../i18n/i18n-context";
import { CvLink } from "../features/cv/cv-link";
import { useOnScroll } from "../lib/use-on-scroll";
import { activeSection, scrollProgress } from "../lib/scroll";
import { LanguageSwitch } from "./language-switch";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";
import { ThemeToggle } from "./theme-toggle";

const DESKTOP_MENU_CV =
  "flex items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-ink-muted hover:bg-ink/10 hover:text-ink";
const TOOL =
  "flex size-10 items-center justify-center rounded-lg text-ink-muted hover:bg-ink/10 hover:text-ink";

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
        className="sr-only z-[60] rounded-md bg-accent-fill px-4 py-2 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:top-4 focus:left-20"
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

      {/* Large screens: one card in the top-left corner, in the page's margin:
          the menu collapsed to an icon (opened by hover or keyboard focus),
          then the theme and the page in its other language. */}
      <div className="fixed top-4 left-4 z-40 hidden flex-col gap-1 rounded-2xl border border-ink/10 bg-surface-raised/95 p-1.5 shadow-lg lg:flex">
        <div
          className="group"
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            if (
              !event.currentTarget.contains(event.relatedTarget as Node | null)
            )
              setFocused(false);
          }}
        >
          <button
            type="button"
            aria-label={strings.menu}
            aria-expanded={hovered || focused}
            aria-controls="desktop-menu"
            className={TOOL}
          >
            <Glyph icon={Menu} className="size-5" />
          </button>
          <nav
            id="desktop-menu"
            aria-label={strings.mainNavigation}
            className={`${hovered || focused ? "flex" : "hidden"} min-w-44 flex-col gap-1 p-1 group-focus-within:flex group-hover:flex`}
          >
            {/* Let go of focus after a click, so the menu collapses when the pointer leaves. */}
            <NavLinks
              active={active}
              onNavigate={(event) => event.currentTarget.blur()}
            />
            <CvLink className={DESKTOP_MENU_CV} />
            <CvLink format="pdf" className={DESKTOP_MENU_CV} />
          </nav>
        </div>
        <div className="flex flex-col gap-1 border-t border-ink/10 pt-1">
          <ThemeToggle className={TOOL} />
          {/* The page in another language is not one of the page's sections. */}
          <LanguageSwitch
            active={active}
            short
            className={`${TOOL} text-xs font-semibold tracking-wide`}
          />
        </div>
      </div>

      <div className="fixed top-4 right-4 z-40 hidden items-center gap-2 lg:flex">
        <Tooltip content={strings.cvTooltip}>
          {(props) => (
            <CvLink
              {...props}
              className="flex items-center gap-2 rounded-full bg-accent-fill px-4 py-2 text-sm font-semibold text-on-accent underline-offset-4 shadow-lg hover:underline"
            />
          )}
        </Tooltip>
        <CvLink
          format="pdf"
          short
          className="rounded-full bg-surface px-3 py-2 text-sm font-semibold text-ink underline-offset-4 shadow-lg ring-1 ring-ink/20 hover:underline"
        />
      </div>

      {/* Small screens: the menu button in a bar on the page's colour, so it
          never sits on top of the text. */}
      <div className="fixed inset-x-0 top-0 z-40 flex h-14 items-center justify-end border-b border-ink/10 bg-surface/95 px-2 lg:hidden">
        <button
          ref={menuButton}
          type="button"
          aria-label={strings.openMenu}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(true)}
          className="flex size-11 items-center justify-center rounded-full hover:bg-ink/10"
        >
          <Glyph icon={Menu} className="size-5" />
        </button>
      </div>
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
