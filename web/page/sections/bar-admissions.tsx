import { fill } from "../../../core/fill";
import { useContent } from "../app/content-context";
import { useDictionary } from "../i18n/i18n-context";

/**
 * The owner's bar admissions, one line each: "Jurisdiction, since 2019 ·
 * Reg. no. 59123L · Public register". Server-rendered only (inside the
 * academic section's static island); nothing when there are none. The
 * markup is kept lean: it is part of the first response.
 */
export function BarAdmissions() {
  const { admissions, headings } = useContent();
  const { server } = useDictionary();
  if (admissions.length === 0) return null;
  return (
    <div>
      <h3 className="mb-5 text-xl font-semibold">
        {headings.admissions || server.admissions}
      </h3>
      <ul className="space-y-3">
        {admissions.map((admission, index) => (
          <li key={index}>
            <span className="font-semibold">{admission.jurisdiction}</span>,{" "}
            {fill(server.admittedSince, { year: admission.year })}
            {admission.registration &&
              ` · ${fill(server.registration, { number: admission.registration })}`}
            {admission.registerUrl && (
              <>
                {" · "}
                <a
                  href={admission.registerUrl}
                  target="_blank"
                  rel="noopener"
                  // Starts with the visible words, as a spoken command would (WCAG 2.5.3).
                  aria-label={`${server.register}: ${admission.jurisdiction}${server.opensInNewTab}`}
                  className="text-accent underline underline-offset-4"
                >
                  {server.register}
                </a>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
