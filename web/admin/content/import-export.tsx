import { useRef, useState } from "react";
import {
  checkProfile,
  type ContentIssue,
} from "../../../core/content/profile-schema";
import { Field } from "../../ui/field";
import { issuesOf } from "./form/content-issues";
import type { Draft } from "../../../core/api/content";
import { describePath } from "./form/field-labels";
import { useImportContent } from "./api/use-import-content";

type Problem = { summary: string; issues: ContentIssue[] };

/** Export downloads the live content; Import checks a file and makes it the draft. */
export function ImportExport({
  lang,
  replaceDraft,
  onImported,
}: {
  lang: string;
  /** Autosave's: sends the import so that no save of the document it replaces lands after it. */
  replaceDraft: <T>(write: () => Promise<T>) => Promise<T>;
  onImported: (draft: Draft) => void;
}) {
  const importContent = useImportContent(lang);
  const [problem, setProblem] = useState<Problem | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const refuse = (summary: string, issues: ContentIssue[] = []) =>
    setProblem({ summary, issues });

  const choose = async (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    let document: unknown;
    try {
      document = JSON.parse(await file.text());
    } catch {
      return refuse(`${file.name} is not a JSON file.`);
    }
    // The server checks by the same schema; checking here lists the problems without a round trip.
    const check = checkProfile(document);
    if (!check.ok)
      return refuse(`${file.name} was not imported:`, check.issues);
    try {
      const { draft } = await replaceDraft(() =>
        importContent.mutateAsync(document),
      );
      if (input.current) input.current.value = "";
      onImported(draft);
    } catch (error) {
      refuse(
        `${file.name} was not imported: ${error instanceof Error ? error.message : String(error)}`,
        issuesOf(error) ?? [],
      );
    }
  };

  return (
    <section
      aria-labelledby="content-files"
      className="space-y-3 rounded-xl border border-white/10 bg-surface-raised p-4 sm:p-6"
    >
      <h2 id="content-files" className="text-xl font-semibold">
        Export and import
      </h2>
      <p>
        <a
          href={`/api/admin/content/${encodeURIComponent(lang)}/export`}
          download
          className="inline-flex rounded-lg border border-ink-muted/40 px-4 py-2 hover:bg-surface"
        >
          Export
        </a>
        <span className="ml-3 text-sm text-ink-muted">
          Downloads the live content as a JSON file.
        </span>
      </p>
      <Field
        label="Import"
        hint="A JSON file exported before. It becomes the draft; publish to make it live."
        error={problem?.summary}
      >
        {(control) => (
          <input
            {...control}
            ref={input}
            type="file"
            accept="application/json,.json"
            disabled={importContent.isPending}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        )}
      </Field>
      {problem && problem.issues.length > 0 && (
        <ul
          role="alert"
          className="list-disc space-y-1 pl-5 text-sm text-danger"
        >
          {problem.issues.map((issue) => (
            <li key={`${issue.path}:${issue.message}`}>
              {describePath(issue.path)} ({issue.path || "the file"}):{" "}
              {issue.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
