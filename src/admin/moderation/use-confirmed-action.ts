import type { AdminTestimonial } from "../../../core/moderation";
import type { ConfirmedAction } from "./confirmation";
import { useAnonymiseTestimonial } from "./use-anonymise-testimonial";
import { useDeleteTestimonial } from "./use-delete-testimonial";
import { useSetStatus } from "./use-set-status";

/** Runs a confirmed action with the mutation it needs. */
export function useConfirmedAction() {
  const setStatus = useSetStatus();
  const anonymise = useAnonymiseTestimonial();
  const remove = useDeleteTestimonial();
  return (
    item: AdminTestimonial,
    action: ConfirmedAction,
    outcome: { onSuccess: () => void; onError: (error: Error) => void },
  ) => {
    if (action.kind === "status")
      setStatus.mutate({ id: item.id, status: action.status }, outcome);
    else if (action.kind === "anonymise") anonymise.mutate(item.id, outcome);
    else remove.mutate(item.id, outcome);
  };
}
