import { Contrast } from "lucide";
import { Glyph } from "../../ui/glyph";
import { useStrings } from "../i18n/i18n-context";
import { toggleTheme } from "../lib/theme";

/**
 * Switches between the light and the dark theme. The server cannot know the
 * visitor's theme, so both names are rendered and the stylesheet shows the
 * one that fits (`dark:`); hidden, the other is out of the accessibility tree
 * as well. One icon for both, half light and half dark.
 */
export function ThemeToggle({
  className,
  showName = false,
}: {
  className: string;
  /** The name beside the icon, rather than for screen readers only. */
  showName?: boolean;
}) {
  const strings = useStrings();
  const name = showName ? "" : "sr-only";
  return (
    <button type="button" onClick={toggleTheme} className={className}>
      <Glyph icon={Contrast} className="size-5" />
      <span className={`${name} dark:hidden`}>{strings.darkTheme}</span>
      <span className={`${name} hidden dark:inline`}>{strings.lightTheme}</span>
    </button>
  );
}
