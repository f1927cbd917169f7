import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type {
  ContentIssue,
  Profile,
} from "../../../core/content/profile-schema";
import { ConfirmDialog } from "../moderation/confirm-dialog";
import { AboutFields } from "./fields/about-fields";
import { issuesOf } from "./form/content-issues";
import { ContentToolbar } from "./content-toolbar";
import { pathKey, type Path } from "./form/document-path";
import { EditorProvider, type Editor } from "./form/editor-context";
import { EmptyFieldsNotice } from "./form/empty-fields-notice";
import { EducationFields } from "./fields/education-fields";
import { ElsewhereFields } from "./fields/elsewhere-fields";
import { ErrorSummary } from "./form/error-summary";
import { ExperienceFields } from "./fields/experience-fields";
import { ExpertiseFields } from "./fields/expertise-fields";
import { HeadingsFields } from "./fields/headings-fields";
import { HeroFields } from "./fields/hero-fields";
import { HistoryPanel } from "./history-panel";
import { IdentityFields } from "./identity/identity-fields";
import { ImportExport } from "./import-export";
import { LinksFields } from "./fields/links-fields";
import { clearLocalDraft } from "./local-draft";
import { PrivacyFields } from "./fields/privacy-fields";
import { RecognitionFields } from "./fields/recognition-fields";
import { SearchFields } from "./fields/search-fields";
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

const problems = (count: number) =>
  count === 1 ? "1 problem to fix" : `${count} problems to fix`;

/** The form over one language's document, with autosave, publishing and history. */
export function ContentEditor({
  lang,
  initial,
  unsaved,
  notice,
  live,
  reloadLive,
}: {
  lang: string;
  initial: unknown;
  /** The initial document is not on the server yet (restored from this browser). */
  unsaved: boolean;
  notice: string | null;
  live: Profile;
  reloadLive: () => Promise<Profile | null>;
}) {
  const doc = useContentDocument(initial, { saved: !unsaved });
  const others = useOtherLanguages(lang);
  const autosave = useAutosave({
    lang,
    document: doc.document,
    version: doc.version,
    savedVersion: doc.savedVersion,
    markSaved: doc.markSaved,
  });
  const publish = usePublish(lang);
  const saveVersion = useSaveVersion(lang);
  const discard = useDiscardDraft(lang);
  const [message, setMessage] = useState(notice ?? "");
  const [askDiscard, setAskDiscard] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const form = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focusRequest) return;
    form.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]')
      ?.focus();
  }, [focusRequest]);

  const idFor = useCallback(
    (path: Path) => `content-${lang}-${pathKey(path).replace(/\./g, "-")}`,
    [lang],
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
    doc.reveal(issues);
    setFocusRequest((count) => count + 1);
    setMessage(`Not ${what}: ${problems(issues.length)}.`);
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

  const confirmDiscard = () => {
    setAskDiscard(false);
    void autosave
      .replaceDraft(() => discard.mutateAsync())
      .then(
        async () => {
          clearLocalDraft(lang);
          doc.replace((await reloadLive()) ?? live);
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
      <div className="space-y-6">
        <ContentToolbar
          lang={lang}
          saveStatus={autosave.status}
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
        <p role="status" className="min-h-6">
          {message}
        </p>
        {doc.revealed && <ErrorSummary issues={doc.issues} idFor={idFor} />}
        <EmptyFieldsNotice
          lang={lang}
          document={doc.document}
          others={others}
          idFor={idFor}
        />
        <nav aria-label="Content sections">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {SECTIONS.map(([id, title]) => (
              <li key={id}>
                <a href={`#${id}`} className="underline">
                  {title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div ref={form} className="space-y-6">
          {SECTIONS.map(([id, , Section]) => (
            <Section key={id} />
          ))}
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
