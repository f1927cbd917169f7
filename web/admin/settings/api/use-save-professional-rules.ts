import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  ProfessionalRulesChange,
  ProfessionalRulesSettings,
} from "../../../../core/api/professional-rules";
import { adminFetch } from "../../shell/query";
import { professionalRulesKey } from "./query-keys";

const saveProfessionalRules = (change: ProfessionalRulesChange) =>
  adminFetch<ProfessionalRulesSettings>("/professional-rules", {
    method: "PUT",
    body: change,
  });

/** Replaces the professional rules; the cache takes what the server saved, overrides dated. */
export function useSaveProfessionalRules() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveProfessionalRules,
    onSuccess: (saved) => client.setQueryData(professionalRulesKey, saved),
  });
}
