import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_INFO,
  SITE_LANGUAGES,
  type SiteLanguage,
} from "../../../core/site-languages";
import { Field } from "../../ui/field";
import { ContentScreen } from "../content/content-screen";
import { SiteLanguagesPanel } from "../content/site-languages-panel";
import { InvitationsScreen } from "../invitations/invitations-screen";
import { ModerationScreen } from "../moderation/moderation-screen";
import { SessionButtons } from "./session-buttons";
import { tabKeyTarget } from "./tab-keys";

const TABS = [
  { id: "testimonials", label: "Testimonials", path: "/admin" },
  { id: "invitations", label: "Invitations", path: "/admin/invitations" },
  { id: "content", label: "Content", path: "/admin/content" },
] as const;
type Tab = (typeof TABS)[number]["id"];

const tabFromPath = (): Tab => {
  const path = location.pathname.replace(/\/$/, "");
  return TABS.find((tab) => tab.path === path)?.id ?? "testimonials";
};

/** A tab's panel: its content is mounted once the tab is first opened, then kept. */
function TabPanel({
  tab,
  current,
  opened,
  children,
}: {
  tab: Tab;
  current: Tab;
  opened: ReadonlySet<Tab>;
  children: ReactNode;
}) {
  return (
    <div
      id={`admin-panel-${tab}`}
      role="tabpanel"
      aria-labelledby={`admin-tab-${tab}`}
      hidden={current !== tab}
    >
      {opened.has(tab) && children}
    </div>
  );
}

/**
 * The admin's areas as WAI-ARIA tabs (arrow keys, Home, End), with a link to
 * the public site beside them. Opened panels stay mounted, so switching keeps
 * the content editor's unsaved work; the address (/admin, /admin/invitations
 * or /admin/content) says which one is open.
 */
export function AdminTabs() {
  const [current, setCurrent] = useState<Tab>(tabFromPath);
  // A panel is mounted when first opened (the content is fetched only if wanted), then kept.
  const [opened, setOpened] = useState<ReadonlySet<Tab>>(
    () => new Set([current]),
  );
  const [lang, setLang] = useState<SiteLanguage>(DEFAULT_LANGUAGE);
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const select = (tab: Tab) => {
    setCurrent(tab);
    setOpened((before) => new Set(before).add(tab));
    const path = TABS.find((each) => each.id === tab)!.path;
    if (location.pathname !== path)
      history.replaceState(null, "", `${path}${location.search}`);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabKeyTarget(
      event.key,
      TABS.findIndex((tab) => tab.id === current),
      TABS.length,
    );
    if (next === null) return;
    event.preventDefault();
    const tab = TABS[next]!.id;
    select(tab);
    refs.current[tab]?.focus();
  };

  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-x-4 border-b border-white/10">
        <div role="tablist" aria-label="Admin" className="flex flex-wrap gap-2">
          {TABS.map((tab) => (
            <button
              key={tab.id}
              ref={(element) => {
                refs.current[tab.id] = element;
              }}
              id={`admin-tab-${tab.id}`}
              type="button"
              role="tab"
              aria-selected={tab.id === current}
              aria-controls={`admin-panel-${tab.id}`}
              tabIndex={tab.id === current ? 0 : -1}
              onClick={() => select(tab.id)}
              onKeyDown={onKeyDown}
              className={`-mb-px border-b-2 px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-accent ${
                tab.id === current
                  ? "border-accent text-ink"
                  : "border-transparent text-ink-muted hover:text-ink"
              }`}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <a
          href="/"
          className="mb-2 text-accent underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-accent"
        >
          View site
        </a>
      </div>
      <TabPanel tab="testimonials" current={current} opened={opened}>
        <ModerationScreen />
      </TabPanel>
      <TabPanel tab="invitations" current={current} opened={opened}>
        <InvitationsScreen />
      </TabPanel>
      <TabPanel tab="content" current={current} opened={opened}>
        <>
          <header className="mb-4 flex flex-wrap items-center justify-between gap-4">
            <h1 className="text-2xl font-semibold">Content</h1>
            <SessionButtons />
          </header>
          {SITE_LANGUAGES.length > 1 && <SiteLanguagesPanel />}
          {SITE_LANGUAGES.length > 1 && (
            <Field label="Editing the content in" className="mb-4 max-w-xs">
              {(control) => (
                <select
                  {...control}
                  value={lang}
                  onChange={(event) =>
                    setLang(event.target.value as SiteLanguage)
                  }
                >
                  {SITE_LANGUAGES.map((each) => (
                    <option key={each} value={each}>
                      {LANGUAGE_INFO[each].name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
          {/* One editor per language: switching starts from that language's own draft. */}
          <ContentScreen key={lang} lang={lang} />
        </>
      </TabPanel>
    </>
  );
}
