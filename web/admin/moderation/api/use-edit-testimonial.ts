import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TestimonialEditInput } from "../../../../core/testimonials/testimonial-edit";
import { adminFetch } from "../../shell/query";
import { refreshModerationPages } from "./use-moderation-page";

const editTestimonial = ({
  id,
  edit,
}: {
  id: string;
  edit: TestimonialEditInput;
}) => adminFetch(`/testimonials/${id}`, { method: "PATCH", body: edit });

/** Changes a testimonial's displayed text; the server keeps the original. */
export function useEditTestimonial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editTestimonial,
    onSuccess: () => refreshModerationPages(client),
  });
}
