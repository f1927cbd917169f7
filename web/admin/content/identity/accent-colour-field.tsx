import { DocumentField } from "../form/content-fields";
import {
  contrastRatio,
  hexToHsl,
  hslToHex,
  MIN_TEXT_CONTRAST,
  PAGE_BACKGROUND,
} from "./accent-colour";
import { getAt } from "../form/document-path";
import { useEditor } from "../form/editor-context";
import { LABELS } from "../form/field-labels";

const PATH = ["accentColor"];

/** The accent colour: a colour picker, stored as HSL components, with its contrast on the page. */
export function AccentColourField() {
  const editor = useEditor();
  const stored = getAt(editor.document, PATH);
  const hsl = typeof stored === "string" ? stored : "";
  const ratio = contrastRatio(hsl, PAGE_BACKGROUND);
  const readable = ratio !== null && ratio >= MIN_TEXT_CONTRAST;
  const hint =
    ratio === null
      ? "Pick a colour for links, buttons and highlights."
      : `Contrast with the dark page's background: ${ratio.toFixed(1)}:1${
          readable
            ? "."
            : ` — below ${MIN_TEXT_CONTRAST}:1, text in this colour is hard to read. Pick a lighter colour.`
        }`;
  return (
    <DocumentField path={PATH} label={LABELS.accentColor} hint={hint}>
      {(control) => (
        <div className="flex items-center gap-4">
          <input
            {...control}
            type="color"
            className="h-10 w-16 cursor-pointer rounded-lg border border-ink-muted/40 bg-surface"
            value={hslToHex(hsl) ?? "#000000"}
            onChange={(event) => {
              const next = hexToHsl(event.target.value);
              if (next) editor.update(PATH, next);
              editor.touch(PATH);
            }}
          />
          {/* On the dark page, where text takes the accent as it is. */}
          <span
            className="rounded-lg px-3 py-2 font-semibold"
            style={{
              backgroundColor: `hsl(${PAGE_BACKGROUND})`,
              color: ratio === null ? "white" : `hsl(${hsl})`,
            }}
          >
            Sample text
          </span>
          <span className="text-sm text-ink-muted">{hsl}</span>
        </div>
      )}
    </DocumentField>
  );
}
