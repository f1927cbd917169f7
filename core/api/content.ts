// The admin content API's wire shapes (server/routes/admin/admin-content.ts,
// produced by server/store/repos/content/content.ts; read by web/admin/content).
import type { Profile } from "../content/profile-schema";

export interface RevisionSummary {
  id: number;
  lang: string;
  /** 1, 2, 3… per language. */
  number: number;
  note: string;
  createdAt: string;
  /** The revision the public page shows now. */
  live: boolean;
}

/** A revision with its document: the live one (in ContentState), or GET /content/revisions/:id. */
export interface PublishedContent {
  revision: RevisionSummary;
  profile: Profile;
}

/** The owner's work in progress: an object, valid or not. */
export interface Draft {
  document: Record<string, unknown>;
  updatedAt: string;
}

/** GET /content/:lang. */
export interface ContentState {
  lang: string;
  published: PublishedContent;
  draft: Draft | null;
}

/** The answer to publish, save-version and restore. */
export interface RevisionAnswer {
  revision: RevisionSummary;
}

/** The answer to saving or importing a draft. */
export interface DraftAnswer {
  draft: Draft;
}

/** GET /content/:lang/revisions: newest first. */
export interface RevisionsAnswer {
  revisions: RevisionSummary[];
}
