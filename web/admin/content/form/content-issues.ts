import type { ContentIssue } from "../../../../core/content/profile-schema";

const isIssue = (value: unknown): value is ContentIssue =>
  !!value &&
  typeof value === "object" &&
  typeof (value as ContentIssue).path === "string" &&
  typeof (value as ContentIssue).message === "string";

/** The field issues a failed call carries (a 400 "Invalid content"), if it carries any. */
export function issuesOf(error: unknown): ContentIssue[] | null {
  const issues = (error as { issues?: unknown } | null)?.issues;
  return Array.isArray(issues) && issues.length && issues.every(isIssue)
    ? issues
    : null;
}
