import { RULES_TEXT_LIMITS } from "../../../../core/api/professional-rules";
import type { RecordedSpecialisation } from "../../../../core/professional-rules/flagged-words";
import { Button } from "../../../ui/button";
import { Field } from "../../../ui/field";

const MAX = RULES_TEXT_LIMITS.specialisations;

const specialisationId = (index: number, part: keyof RecordedSpecialisation) =>
  `rules-specialisation-${index}-${part}`;

/**
 * The owner's recognised specialisations, each an area and the body that
 * certified it, up to RULES_TEXT_LIMITS.specialisations. Once one is
 * recorded, "specialist" and its forms are no longer flagged.
 */
export function SpecialisationFields({
  specialisations,
  errorFor,
  change,
}: {
  specialisations: RecordedSpecialisation[];
  errorFor: (id: string) => string | null;
  change: (specialisations: RecordedSpecialisation[]) => void;
}) {
  const edit = (index: number, part: Partial<RecordedSpecialisation>) =>
    change(
      specialisations.map((each, i) =>
        i === index ? { ...each, ...part } : each,
      ),
    );
  const remove = (index: number) => {
    change(specialisations.filter((_, i) => i !== index));
    // Focus stays in the list: on the next row's area, or the add button.
    requestAnimationFrame(() =>
      (
        document.getElementById(specialisationId(index, "area")) ??
        document.getElementById("rules-specialisation-add")
      )?.focus(),
    );
  };
  const add = () => {
    change([...specialisations, { area: "", certifiedBy: "" }]);
    requestAnimationFrame(() =>
      document
        .getElementById(specialisationId(specialisations.length, "area"))
        ?.focus(),
    );
  };

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 font-semibold">Recognised specialisations</legend>
      <p className="text-sm text-ink-muted">
        A specialisation a body has certified or recognised (the Ordem dos
        Advogados, an ABA-accredited organisation, a state&rsquo;s authority).
        Once one is recorded with its body, &ldquo;specialist&rdquo; and its
        forms are no longer flagged in the editor. Up to {MAX}.
      </p>
      {specialisations.length > 0 && (
        <ol className="space-y-3">
          {specialisations.map((each, index) => (
            <li
              key={index}
              className="flex flex-wrap items-end gap-3 rounded-lg border border-white/10 p-3"
            >
              <Field
                label={`Specialisation ${index + 1}: area`}
                id={specialisationId(index, "area")}
                error={errorFor(specialisationId(index, "area"))}
                required
                className="min-w-48 flex-1"
              >
                {(control) => (
                  <input
                    {...control}
                    value={each.area}
                    maxLength={RULES_TEXT_LIMITS.specialisationArea}
                    onChange={(event) =>
                      edit(index, { area: event.target.value })
                    }
                  />
                )}
              </Field>
              <Field
                label={`Specialisation ${index + 1}: certified by`}
                id={specialisationId(index, "certifiedBy")}
                error={errorFor(specialisationId(index, "certifiedBy"))}
                required
                className="min-w-48 flex-1"
              >
                {(control) => (
                  <input
                    {...control}
                    value={each.certifiedBy}
                    maxLength={RULES_TEXT_LIMITS.specialisationBody}
                    onChange={(event) =>
                      edit(index, { certifiedBy: event.target.value })
                    }
                  />
                )}
              </Field>
              <Button size="sm" onClick={() => remove(index)}>
                Remove specialisation {index + 1}
              </Button>
            </li>
          ))}
        </ol>
      )}
      <Button
        id="rules-specialisation-add"
        size="sm"
        onClick={add}
        disabled={specialisations.length >= MAX}
      >
        Add a specialisation
      </Button>
      {specialisations.length >= MAX && (
        <p className="text-sm text-ink-muted">
          {MAX} is the most: remove one to add another.
        </p>
      )}
    </fieldset>
  );
}
