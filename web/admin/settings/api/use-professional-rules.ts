import { useQuery } from "@tanstack/react-query";
import type { ProfessionalRulesSettings } from "../../../../core/api/professional-rules";
import { adminFetch } from "../../shell/query";
import { professionalRulesKey } from "./query-keys";

const getProfessionalRules = () =>
  adminFetch<ProfessionalRulesSettings>("/professional-rules");

/** The bars the owner chose, her dated overrides and her footer texts. */
export function useProfessionalRules() {
  return useQuery({
    queryKey: professionalRulesKey,
    queryFn: getProfessionalRules,
  });
}
