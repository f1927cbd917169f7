import type { Profile } from "../../../core/content/profile-schema";

/** The admin content API's shapes (docs: the content contract, server/routes). */
export interface RevisionSummary {
  id: number;
  lang: string;
  number: number;
  note: string;
  createdAt: string;
  live: boolean;
}

export interface Draft {
  document: unknown;
  updatedAt: string;
}

export interface ContentState {
  lang: string;
  published: { revision: RevisionSummary; profile: Profile };
  draft: Draft | null;
}

export interface PortraitUpload {
  id: string;
  width: number;
  height: number;
  widths: number[];
}

/** Where the portrait is cropped from: its centre, or a box in the source's pixels. */
export type PortraitFocus =
  | { kind: "centre" }
  | { kind: "crop"; x: number; y: number; width: number; height: number };
