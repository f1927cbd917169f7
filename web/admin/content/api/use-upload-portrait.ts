import { useMutation } from "@tanstack/react-query";
import type { PortraitUploadAnswer } from "../../../../core/api/portrait";
import { adminFetch } from "../../shell/query";

/** Where the portrait is cropped from: its centre, or a box in the source's pixels. */
export type PortraitFocus =
  | { kind: "centre" }
  | { kind: "crop"; x: number; y: number; width: number; height: number };

/** The upload's query: `focus=centre` or `crop=x,y,width,height`. */
const focusQuery = (focus: PortraitFocus) =>
  focus.kind === "centre"
    ? "focus=centre"
    : `crop=${[focus.x, focus.y, focus.width, focus.height].join(",")}`;

/** Sends the image as the raw body; the server derives the portrait's files. */
export function useUploadPortrait() {
  return useMutation({
    mutationFn: ({ file, focus }: { file: File; focus: PortraitFocus }) =>
      adminFetch<PortraitUploadAnswer>(`/portrait?${focusQuery(focus)}`, {
        method: "POST",
        body: file,
      }).then((answer) => answer.portrait),
  });
}
