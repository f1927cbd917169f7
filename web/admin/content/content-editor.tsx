import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
} from "react";
import { flushSync } from "react-dom";
import type {
  ContentIssue,
  Profile,
} from "../../../core/content/profile-schema";
import { ConfirmDialog } from "../moderation/confirm-dialog";
import { AboutFields } from "./fields/about-fields";
import { issuesOf } from "./form/content-issues";
import { ContentToolbar } from "./content-toolbar";
import { fieldId, type Path } from "./form/document-path";
import { EditorProvider, type Editor } from "./form/editor-context";
import { EmptyFieldsNotice } from "./form/empty-fields-notice";
import { focusAddressedField } from "./edited-language";
import { EducationFields } from "./fields/education-fields";
import { ElsewhereFields } from "./fields/elsewhere-fields";
import { ErrorSummary } from "./form/error-summary";
import { ExperienceFields } from "./fields/experience-fields";
import { FlaggedWordsSummary } from "./flagged-words/flagged-words-summary";
import { focusField, openAround } from "./navigation/folding";
import { SectionList } from "./navigation/section-list";
import { saveStateText, type Settled } from "./save-state";
import { ExpertiseFields } from "./fields/expertise-fields";
import { HeadingsFields } from "./fields/headings-fields";
import { HeroFields } from "./fields/hero-fields";
import { HistoryPanel } from "./history-panel";
import { IdentityFields } from "./identity/identity-fields";
import { LinksFields } from "./fields/links-fields";
import { ImportExport } from "./import-export";
import { clearLocalDraft } from "./local-draft";
import { PrivacyFields } from "./fields/privacy-fields";
import { RecognitionFields } from "./fields/recognition-fields";
import { SamplePublishDialog } from "./sample/sample-publish-dialog";
import { SearchFields } from "./fields/search-fields";
import { stillSample } from "./sample/still-sample";
import { StillSamplePanel } from "./sample/still-sample-panel";
import { TestimonialsFields } from "./fields/testimonials-fields";
import { useAutosave } from "./use-autosave";
import { useContentDocument } from "./use-content-document";
import { useDiscardDraft } from "./api/use-discard-draft";
import { usePublish } from "./api/use-publish";
import { useOtherLanguages } from "./api/use-other-languages";
import { useSaveVersion } from "./api/use-save-version";

const SECTIONS = [
  ["content-identity", "Identity", IdentityFields],
  ["content-links", "Links", LinksFields],
  ["content-hero", "Hero", HeroFields],
  ["content-about", "About", AboutFields],
  ["content-expertise", "Expertise", ExpertiseFields],
  ["content-experience", "Experience", ExperienceFields],
  ["content-education", "Education", EducationFields],
  ["content-recognition", "Languages & recognition", RecognitionFields],
  ["content-testimonials", "Testimonials", TestimonialsFields],
  ["content-elsewhere", "Elsewhere", ElsewhereFields],
  ["content-search", "Search & sharing", SearchFields],
  ["content-privacy", "Privacy notice", PrivacyFields],
  ["content-headings", "Headings", HeadingsFields],
] as const;

const SECTION_LINKS = SECTIONS.map(([id, title]) => ({ id, title }));

/** Fields, headings and sections scrolled into view stop below the editor's bar. */
const BELOW_BAR =
  "[&_:is(input,textarea,select,button,a,h2,fieldset,section)]:scroll-mt-[calc(var(--editor-bar)+1rem)]";

const problems = (count: number) =>
  count === 1 ? "1 problem to fix" : `${count} problems to fix`;

/** The form over one language's document, with autosave, publishing and history. */
export function ContentEditor({
  lang,
  initial,
  unsaved,
  notice,
  settled: openedOn,
  live,
  liveSince,
  reloadLive,
}: {
  lang: string;
  initial: unknown;
  /** The initial document is not on the server yet (restored from this browser). */
  unsaved: boolean;
  notice: string | null;
  /** What the form shows when it opens: the server's draft or the live content. */
  settled: Settled;
  live: Profile;
  /** When the live content was published. */
  liveSince: string;
  reloadLive: () => Promise<Profile | null>;
}) {
  const doc = useContentDocument(initial, { saved: !unsaved });
  const others = useOtherLanguages(lang);
  const [settled, setSettled] = useState<Settled>(openedOn);
  const [publishedAt, setPublishedAt] = useState(liveSince);
  const autosave = useAutosave({
    lang,
    document: doc.document,
    version: doc.version,
    savedVersion: doc.savedVersion,
    markSaved: doc.markSaved,
    onSaved: (at) => setSettled({ kind: "draft", at }),
  });
  const publish = usePublish(lang);
  const saveVersion = useSaveVersion(lang);
  const discard = useDiscardDraft(lang);
  const [message, setMessage] = useState(notice ?? "");
  const [askDiscard, setAskDiscard] = useState(false);
  /** While the owner is asked to publish with sample content left: her answer's receiver. */
  const [askSample, setAskSample] = useState<((go: boolean) => void) | null>(
    null,
  );
  const [barHeight, setBarHeight] = useState(0);
  const bar = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() =>
      setBarHeight(element.getBoundingClientRect().height),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // An address naming a field of this one (a link from another language's
  // editor) focuses it. Its section may be folded: it opens on a timer or an
  // event, not inside this effect (see `openAround`).
  useEffect(() => {
    const focusAddressed = () => {
      const addressed = document.getElementById(
        decodeURIComponent(location.hash.slice(1)),
      );
      if (addressed) openAround(addressed);
      focusAddressedField(lang);
    };
    const timer = setTimeout(focusAddressed);
    window.addEventListener("hashchange", focusAddressed);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("hashchange", focusAddressed);
    };
  }, [lang]);

  const idFor = useCallback((path: Path) => fieldId(lang, path), [lang]);
  const sample = useMemo(
    () => stillSample(lang, doc.document, others),
    [lang, doc.document, others],
  );
  const editor: Editor = useMemo(
    () => ({
      lang,
      document: doc.document,
      errorAt: doc.errorAt,
      update: doc.update,
      touch: doc.touch,
      idFor,
    }),
    [lang, doc.document, doc.errorAt, doc.update, doc.touch, idFor],
  );

  const showProblems = (issues: ContentIssue[], what: string) => {
    flushSync(() => {
      doc.reveal(issues);
      setMessage(`Not ${what}: ${problems(issues.length)}.`);
    });
    const invalid = document.querySelector<HTMLElement>(
      '#content-form :is([aria-invalid="true"], [data-invalid])',
    );
    if (invalid) focusField(invalid);
  };

  /** Publishes or saves a version; false when it did not happen. */
  const submit =
    (
      mutation: typeof publish | typeof saveVersion,
      what: string,
      done: (number: number) => string,
    ) =>
    async (note: string) => {
      if (!doc.check.ok) {
        showProblems(doc.check.issues, what);
        return false;
      }
      if (
        mutation === publish &&
        sample.length > 0 &&
        !(await new Promise<boolean>((answer) => setAskSample(() => answer)))
      )
        return false;
      const version = doc.version;
      try {
        const { revision } = await mutation.mutateAsync({
          document: doc.document,
          note,
        });
        if (mutation === publish) {
          // The server cleared its draft: the live content is what was sent.
          doc.markSaved(version);
          if (doc.version === version) clearLocalDraft(lang);
          setSettled({ kind: "published", at: revision.createdAt });
          setPublishedAt(revision.createdAt);
        }
        setMessage(done(revision.number));
        return true;
      } catch (error) {
        const issues = issuesOf(error);
        if (issues) showProblems(issues, what);
        else
          setMessage(
            `Not ${what}: ${error instanceof Error ? error.message : String(error)}`,
          );
        return false;
      }
    };

  const answerSample = (go: boolean) => {
    askSample?.(go);
    setAskSample(null);
  };

  const confirmDiscard = () => {
    setAskDiscard(false);
    void autosave
      .replaceDraft(() => discard.mutateAsync())
      .then(
        async () => {
          clearLocalDraft(lang);
          doc.replace((await reloadLive()) ?? live);
          setSettled({ kind: "published", at: publishedAt });
          setMessage("Draft discarded. The form shows the live content.");
        },
        (error: unknown) =>
          setMessage(
            `Not discarded: ${error instanceof Error ? error.message : String(error)}`,
          ),
      );
  };

  return (
    <EditorProvider value={editor}>
      <div
        className={`space-y-6 ${BELOW_BAR}`}
        style={{ "--editor-bar": `${barHeight}px` } as CSSProperties}
      >
        <ContentToolbar
          lang={lang}
          barRef={bar}
          state={saveStateText({
            unsaved: autosave.unsaved,
            failure: autosave.failure,
            settled,
          })}
          tone={
            !autosave.unsaved
              ? "settled"
              : autosave.failure
                ? "failed"
                : "unsaved"
          }
          message={message}
          busy={publish.isPending || saveVersion.isPending || discard.isPending}
          saveNow={autosave.save}
          onPublish={submit(
            publish,
            "published",
            (number) =>
              `Published as version ${number}. The page shows it now.`,
          )}
          onSaveVersion={submit(
            saveVersion,
            "saved as a version",
            (number) => `Saved as version ${number}; not live.`,
          )}
          onDiscard={() => setAskDiscard(true)}
        />
        {doc.revealed && <ErrorSummary issues={doc.issues} idFor={idFor} />}
        <StillSamplePanel lang={lang} entries={sample} />
        <FlaggedWordsSummary lang={lang} />
        <EmptyFieldsNotice
          lang={lang}
          document={doc.document}
          others={others}
          idFor={idFor}
        />
        <div className="space-y-6 lg:grid lg:grid-cols-[10rem_minmax(0,1fr)] lg:gap-6 lg:space-y-0">
          <SectionList sections={SECTION_LINKS} topOffset={barHeight} />
          <div id="content-form" className="space-y-6">
            {SECTIONS.map(([id, , Section]) => (
              <Section key={id} />
            ))}
          </div>
        </div>
        <HistoryPanel lang={lang} onMessage={setMessage} />
        <ImportExport
          lang={lang}
          replaceDraft={autosave.replaceDraft}
          onImported={(draft) => {
            clearLocalDraft(lang);
            doc.replace(draft.document);
            setMessage(
              "Imported. It is now the draft; publish to make it live.",
            );
          }}
        />
      </div>
      <SamplePublishDialog
        entries={sample}
        open={askSample !== null}
        onPublish={() => answerSample(true)}
        onCancel={() => answerSample(false)}
      />
      <ConfirmDialog
        confirmation={
          askDiscard
            ? {
                title: "Discard the draft?",
                body: "Every change not yet published is lost; the form goes back to the live content. Saved versions stay in History.",
                confirmLabel: "Discard draft",
                destructive: true,
              }
            : null
        }
        onConfirm={confirmDiscard}
        onCancel={() => setAskDiscard(false)}
      />
    </EditorProvider>
  );
}
