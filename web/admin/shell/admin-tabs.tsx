import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import {
  LANGUAGE_INFO,
  SITE_LANGUAGES,
  type SiteLanguage,
} from "../../../core/site-languages";
import { Field } from "../../ui/field";
import { FirstRunChecklist } from "../checklist/first-run-checklist";
import { ContentScreen } from "../content/content-screen";
import { useEditedLanguage } from "../content/edited-language";
import { useEnquiries } from "../enquiries/api/use-enquiries";
import { EnquiriesScreen } from "../enquiries/enquiries-screen";
import { InsightsScreen } from "../insights/insights-screen";
import { InvitationsScreen } from "../invitations/invitations-screen";
import { ModerationScreen } from "../moderation/moderation-screen";
import { SettingsScreen } from "../settings/settings-screen";
import { SessionButtons } from "./session-buttons";
import { tabKeyTarget } from "./tab-keys";

const TABS = [
  { id: "testimonials", label: "Testimonials", path: "/admin" },
  { id: "invitations", label: "Invitations", path: "/admin/invitations" },
  { id: "enquiries", label: "Enquiries", path: "/admin/enquiries" },
  { id: "content", label: "Content", path: "/admin/content" },
  { id: "insights", label: "Insights", path: "/admin/insights" },
  { id: "settings", label: "Settings", path: "/admin/settings" },
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
 * the content editor's unsaved work; the address (/admin, /admin/invitations,
 * /admin/enquiries, /admin/content, /admin/insights or /admin/settings) says which one is
 * open. On a narrow screen the tabs scroll sideways in their row rather than
 * wrap. The Enquiries tab shows how many are unread, in its name too.
 */
export function AdminTabs() {
  const [current, setCurrent] = useState<Tab>(tabFromPath);
  // A panel is mounted when first opened (the content is fetched only if wanted), then kept.
  const [opened, setOpened] = useState<ReadonlySet<Tab>>(
    () => new Set([current]),
  );
  const [lang, setLang] = useEditedLanguage();
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  // Counts the Testimonials tab's openings (on load, or by a click): each
  // takes the list focus, so its keys work at once.
  const [moderationOpenings, setModerationOpenings] = useState(
    current === "testimonials" ? 1 : 0,
  );
  // The same for the Enquiries tab's first enquiry.
  const [enquiryOpenings, setEnquiryOpenings] = useState(
    current === "enquiries" ? 1 : 0,
  );
  const unread = useEnquiries().data?.unread ?? 0;

  // The row ends in a few pixels of padding: its scroll width is whole
  // pixels and a tab's edge need not be, so the last tab could stay clipped
  // by a fraction of one.
  const bar = useRef<HTMLDivElement>(null);

  // The open tab in sight in a row scrolled sideways (a phone opening /admin/settings).
  useEffect(() => {
    const row = bar.current?.getBoundingClientRect();
    const tab = refs.current[current]?.getBoundingClientRect();
    if (!row || !tab || !bar.current) return;
    if (tab.left < row.left)
      bar.current.scrollLeft += Math.floor(tab.left - row.left);
    else if (tab.right > row.right)
      bar.current.scrollLeft += Math.ceil(tab.right - row.right);
  }, [current]);

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
      <div className="mb-6 flex items-end justify-between gap-x-4 border-b border-white/10">
        <div
          ref={bar}
          role="tablist"
          aria-label="Admin"
          className="flex min-w-0 [scrollbar-width:none] overflow-x-auto pe-1 sm:gap-2"
        >
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
              aria-label={
                tab.id === "enquiries" && unread > 0
                  ? `${tab.label}, ${unread} unread`
                  : undefined
              }
              tabIndex={tab.id === current ? 0 : -1}
              onClick={() => {
                select(tab.id);
                if (tab.id === "testimonials")
                  setModerationOpenings((count) => count + 1);
                if (tab.id === "enquiries")
                  setEnquiryOpenings((count) => count + 1);
              }}
              onKeyDown={onKeyDown}
              className={`shrink-0 border-b-2 px-3 py-2 font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent sm:px-4 ${
                tab.id === current
                  ? "border-accent text-ink"
                  : "border-transparent text-ink-muted hover:text-ink"
              }`}
            >
              {tab.label}
              {tab.id === "enquiries" && unread > 0 && (
                <span className="ml-2 rounded-full bg-accent-fill px-2 text-sm text-on-accent">
                  {unread}
                </span>
              )}
            </button>
          ))}
        </div>
        <a
          href="/"
          className="mb-2 shrink-0 whitespace-nowrap text-accent underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-accent"
        >
          View site
        </a>
      </div>
      {/* Under the tabs: it appears once its queries answer, and the tabs
          must not move under the owner's finger when it does. */}
      <FirstRunChecklist />
      <TabPanel tab="testimonials" current={current} opened={opened}>
        <ModerationScreen openings={moderationOpenings} />
      </TabPanel>
      <TabPanel tab="invitations" current={current} opened={opened}>
        <InvitationsScreen />
      </TabPanel>
      <TabPanel tab="enquiries" current={current} opened={opened}>
        <EnquiriesScreen openings={enquiryOpenings} />
      </TabPanel>
      <TabPanel tab="content" current={current} opened={opened}>
        <>
          <header className="mb-4 flex flex-wrap items-center justify-between gap-4">
            <h1 className="text-2xl font-semibold">Content</h1>
            <SessionButtons />
          </header>
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
      <TabPanel tab="insights" current={current} opened={opened}>
        <InsightsScreen />
      </TabPanel>
      <TabPanel tab="settings" current={current} opened={opened}>
        <SettingsScreen />
      </TabPanel>
    </>
  );
}
