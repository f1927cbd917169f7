import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { privacyPath } from "../../../core/content/privacy-page";
import type { BootData } from "../app/boot-data";
import { usePageContent } from "../app/content-context";
import { useTestimonials } from "../features/testimonials/get-testimonials";
import { takeInviteToken } from "../features/testimonials/invite-fragment";
import { TestimonialCarousel } from "../features/testimonials/testimonial-carousel";
import type { TestimonialFormProps } from "../features/testimonials/testimonial-form";
import { useDictionary, useLanguage, useStrings } from "../i18n/i18n-context";
import { SECTION, SECTION_HEADING } from "./section-layout";

// The form (with the shared rules and zod) and the toast are their own
// chunks, fetched when the visitor shows interest: the public page has a
// 90 KB budget.
const loadForm = () => import("../features/testimonials/testimonial-form");
const loadToast = () => import("../features/testimonials/thank-you-toast");
const TestimonialForm = lazy(loadForm);
const ThankYouToast = lazy(loadToast);
// Fetched only when the page is opened from an invitation link.
const InvitationPanel = lazy(
  () => import("../features/testimonials/invitation-panel"),
);
const preload = () => {
  // A failed preload is retried by React.lazy when the form is opened.
  loadForm().catch(() => {});
  loadToast().catch(() => {});
};

// The form and the toast get their texts from here, so their chunks import
// nothing but the main one.
function LoadedForm(props: Omit<TestimonialFormProps, "lang" | "dictionary">) {
  const lang = useLanguage();
  const dictionary = useDictionary();
  return <TestimonialForm {...props} lang={lang} dictionary={dictionary} />;
}

function LoadedToast({ onClose }: { onClose: () => void }) {
  const { form } = useDictionary();
  const { thanks } = usePageContent();
  return <ThankYouToast strings={form} thanks={thanks} onClose={onClose} />;
}

export function TestimonialsSection({ boot }: { boot: BootData }) {
  const { testimonials: settings, headings, name } = usePageContent();
  const strings = useStrings();
  const { invitation: invitationStrings } = useDictionary();
  const fallback = useMemo(
    () =>
      settings.fallback && {
        ...settings.fallback,
        id: "fallback",
        relationship: settings.fallback.relationship || null,
      },
    [settings.fallback],
  );
  const { items } = useTestimonials({
    backendUrl: boot.backendUrl,
    apiKey: boot.apiKey,
    initial: boot.testimonials,
    fallback,
  });
  const { hideCompanies, showInvitedMark } = settings;
  const shown = useMemo(
    () =>
      hideCompanies || !showInvitedMark
        ? items.map((item) => ({
            ...item,
            company: hideCompanies ? "" : item.company,
            invited: showInvitedMark && item.invited,
          }))
        : items,
    [items, hideCompanies, showInvitedMark],
  );
  const formId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const [formLoaded, setFormLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  // A counter rather than a flag: a second success restarts the toast's timer.
  const [toast, setToast] = useState(0);
  // The token of the invitation link the page was opened from, until it is used.
  const [inviteToken, setInviteToken] = useState<string | null>(null);

  useEffect(() => {
    // The fragment exists only in the browser, so it is read once hydrated.
    const token = takeInviteToken();
    if (token === null) return;
    preload();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the fragment is read after hydration, so the server's HTML matches
    setInviteToken(token);
    setFormLoaded(true);
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    addButton.current?.focus();
  }, []);
  const onSuccess = useCallback(() => {
    close();
    // The link is used up: a next testimonial is an ordinary one.
    setInviteToken(null);
    setToast((n) => n + 1);
  }, [close]);
  const hideToast = useCallback(() => setToast(0), []);
  const loadingForm = (
    <p className="mt-8 text-center text-ink-muted">{strings.loadingForm}</p>
  );
  const formProps = {
    id: formId,
    open,
    config: boot,
    privacyHref: privacyPath(boot.lang, boot.languages.defaultLanguage),
    onSuccess,
    onCancel: close,
  };

  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-heading"
      className={SECTION}
    >
      <div className="mx-auto mb-10 max-w-3xl text-center">
        <h2 id="testimonials-heading" className={SECTION_HEADING}>
          {headings.testimonials}
        </h2>
        <p className="mt-2 text-ink-muted">{headings.testimonialsSubtitle}</p>
      </div>
      {shown.length > 0 && <TestimonialCarousel items={shown} />}
      <div className="mt-8 text-center">
        <button
          ref={addButton}
          type="button"
          aria-expanded={open}
          aria-controls={formLoaded ? formId : undefined}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => {
            setFormLoaded(true);
            setOpen((o) => !o);
          }}
          className="rounded-full border border-accent px-6 py-3 font-semibold text-accent hover:bg-accent-fill hover:text-on-accent"
        >
          {strings.addTestimonial}
        </button>
      </div>
      {formLoaded && (
        <Suspense fallback={loadingForm}>
          {inviteToken === null ? (
            <LoadedForm {...formProps} />
          ) : (
            <InvitationPanel
              token={inviteToken}
              open={open}
              ownerName={name}
              strings={invitationStrings}
              loading={strings.loadingForm}
            >
              {(invitation) => (
                // Its own boundary: the note stays while the form loads.
                <Suspense fallback={loadingForm}>
                  <LoadedForm {...formProps} invitation={invitation} />
                </Suspense>
              )}
            </InvitationPanel>
          )}
        </Suspense>
      )}
      {settings.disclaimer && (
        <p className="mx-auto mt-10 max-w-3xl text-center text-xs text-ink-muted">
          {settings.disclaimer}
        </p>
      )}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-4"
      >
        {toast > 0 && (
          <Suspense fallback={null}>
            <LoadedToast key={toast} onClose={hideToast} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
