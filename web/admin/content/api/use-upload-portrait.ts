import { useMutation } from "@tanstack/react-query";
import { adminFetch } from "../../shell/query";
import type { PortraitFocus, PortraitUpload } from "../content-types";

const focusQuery = (focus: PortraitFocus) =>
  focus.kind === "centre"
    ? "focus=centre"
    : `crop=${[focus.x, focus.y, focus.width, focus.height].join(",")}`;

/** Sends the image as the raw body; the server derives the portrait's files. */
export function useUploadPortrait() {
  return useMutation({
    mutationFn: ({ file, focus }: { file: File; focus: PortraitFocus }) =>
      adminFetch<{ portrait: PortraitUpload }>(
        `/portrait?${focusQuery(focus)}`,
        { method: "POST", body: file },
      ).then((answer) => answer.portrait),
  });
}
