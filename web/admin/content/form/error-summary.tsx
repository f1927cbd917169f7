import type { ContentIssue } from "../../../../core/content/profile-schema";
import type { Path } from "./document-path";
import { focusField } from "../navigation/folding";
import { describePath } from "./field-labels";

/** Every problem in the content, each linking to its field. */
export function ErrorSummary({
  issues,
  idFor,
}: {
  issues: ContentIssue[];
  idFor: (path: Path) => string;
}) {
  if (issues.length === 0) return null;
  return (
    <section
      aria-labelledby="content-problems"
      className="rounded-xl border border-danger/60 p-4"
    >
      <h2 id="content-problems" className="mb-2 font-semibold">
        {issues.length === 1
          ? "1 problem to fix"
          : `${issues.length} problems to fix`}
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {issues.map((issue) => {
          const id = idFor(issue.path ? issue.path.split(".") : []);
          return (
            <li key={`${issue.path}:${issue.message}`}>
              <a
                className="underline"
                href={`#${id}`}
                onClick={(event) => {
                  event.preventDefault();
                  focusField(id);
                }}
              >
                {describePath(issue.path)}
              </a>
              : {issue.message}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
