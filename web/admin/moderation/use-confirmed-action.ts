import type { AdminTestimonial } from "../../../core/api/moderation";
import type { ConfirmedAction } from "./confirmation";
import { useAnonymiseTestimonial } from "./api/use-anonymise-testimonial";
import { useDeleteTestimonial } from "./api/use-delete-testimonial";

/** Runs a confirmed action with the mutation it needs. */
export function useConfirmedAction() {
  const anonymise = useAnonymiseTestimonial();
  const remove = useDeleteTestimonial();
  return (
    item: AdminTestimonial,
    action: ConfirmedAction,
    outcome: { onSuccess: () => void; onError: (error: Error) => void },
  ) => {
    if (action.kind === "anonymise") anonymise.mutate(item.id, outcome);
    else remove.mutate(item.id, outcome);
  };
}
