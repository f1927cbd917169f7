import type { Imported, StoreExport } from "../server/store/transfer";

const list = (parts: string[]) =>
  `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;

/** "3 testimonial(s), 0 setting(s), …": what an export file holds. */
export const exportSummary = (data: StoreExport) =>
  list([
    `${data.testimonials.length} testimonial(s)`,
    `${data.settings.length} setting(s)`,
    `${data.content.revisions.length} content revision(s)`,
    `${data.content.drafts.length} draft(s)`,
    `${data.portraits.length} portrait file(s)`,
  ]);

/**
 * What an import or restore wrote, of what the file held, then a line per
 * language whose content the store kept (its own revisions win).
 */
export function importSummary(imported: Imported, data: StoreExport): string {
  const lines = [
    list([
      `${imported.testimonials} new testimonial(s) of ${data.testimonials.length}`,
      `${imported.settings} setting(s)`,
      `${imported.revisions} content revision(s) of ${data.content.revisions.length}`,
      `${imported.drafts} draft(s)`,
      `${imported.portraits} new portrait file(s) of ${data.portraits.length}`,
    ]),
  ];
  for (const lang of imported.contentKept)
    lines.push(
      `The content in "${lang}" was not loaded: this store has revisions of its own. Load the file into an empty store for its content.`,
    );
  return lines.join("\n");
}
