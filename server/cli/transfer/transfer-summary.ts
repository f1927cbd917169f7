import type { ExportSource, Imported } from "../../store/transfer/transfer";
import type { ExportCounts } from "./export-file";

/**
 * What `npm run restore` says before it loads a file into a store that
 * already holds data (server/store/transfer/transfer.ts: `loadExport`).
 */
export const RESTORE_OVER_DATA =
  "This store already holds data: the restore will add what the backup has and the store lacks, " +
  "and take the backup's settings (and its live version of a language whose revisions all come from the backup), " +
  "but will not overwrite any testimonial, invitation, enquiry, draft or portrait file already here, " +
  "nor touch the content of a language that has revisions of its own.";

const list = (parts: string[]) =>
  `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;

/** "3 testimonial(s), 0 setting(s), …": what an export file holds. */
export const exportSummary = (counts: ExportCounts) =>
  list([
    `${counts.testimonial} testimonial(s)`,
    `${counts.enquiry} enquiry(ies)`,
    `${counts.setting} setting(s)`,
    `${counts["insights-day"]} day(s) of Insights totals`,
    `${counts.revision} content revision(s)`,
    `${counts.draft} draft(s)`,
    `${counts.portrait} portrait file(s)`,
  ]);

/**
 * What an import or restore wrote, of what the file held, then a line per
 * language whose content the store kept (its own revisions win).
 */
export function importSummary(
  imported: Imported,
  counts: ExportSource["counts"],
): string {
  const lines = [
    list([
      `${imported.testimonials} new testimonial(s) of ${counts.testimonials}`,
      `${imported.enquiries} new enquiry(ies) of ${counts.enquiries}`,
      `${imported.settings} setting(s)`,
      `${imported.insightsDays} new day(s) of Insights totals of ${counts.insightsDays}`,
      `${imported.revisions} content revision(s) of ${counts.revisions}`,
      `${imported.drafts} draft(s)`,
      `${imported.portraits} new portrait file(s) of ${counts.portraits}`,
    ]),
  ];
  for (const lang of imported.contentKept)
    lines.push(
      `The content in "${lang}" was not loaded: this store has revisions of its own. Load the file into an empty store for its content.`,
    );
  return lines.join("\n");
}
