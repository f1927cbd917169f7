import { LANGUAGE_INFO } from "../../../core/site-languages";
import { useAlternates, useStrings } from "../i18n/i18n-context";

interface LanguageSwitchProps {
  /** Id of the current section: the link leads to it in the other language. */
  active: string;
  /** Shows the language's code ("PT"); its name is still read out. */
  short?: boolean;
  className?: string;
}

/** Links to the page in its other published languages; nothing when there are none. */
export function LanguageSwitch({
  active,
  short = false,
  className = "",
}: LanguageSwitchProps) {
  const alternates = useAlternates();
  const strings = useStrings();
  if (alternates.length === 0) return null;
  return (
    <div
      role="group"
      aria-label={strings.languages}
      className={`flex gap-1 ${short ? "flex-col" : ""}`}
    >
      {alternates.map(({ lang, href }) => {
        const { tag, name } = LANGUAGE_INFO[lang];
        return (
          <a
            key={lang}
            href={`${href}#${active}`}
            hrefLang={tag}
            lang={tag}
            className={className}
          >
            {short ? (
              <>
                <span aria-hidden="true">{lang.toUpperCase()}</span>
                <span className="sr-only">{name}</span>
              </>
            ) : (
              name
            )}
          </a>
        );
      })}
    </div>
  );
}
