import { useState } from "react";
import { Field } from "../../../ui/field";
import { DocumentField } from "../form/content-fields";
import {
  accentPreview,
  hexToHsl,
  hslToHex,
  previewSurface,
  type AccentPreview,
} from "./accent-colour";
import { getAt } from "../form/document-path";
import { useEditor } from "../form/editor-context";
import { LABELS } from "../form/field-labels";

const PATH = ["accentColor"];

const THEMES = [
  { theme: "light", name: "Light theme", ink: "inkLight" },
  { theme: "dark", name: "Dark theme", ink: "inkDark" },
] as const;

/**
 * The accent as the page draws it on each theme: a button in the colour with
 * its text, and a link in the theme's shade of it. For the eyes only: the
 * field's hint says the same in words.
 */
function AccentSamples({ colours }: { colours: AccentPreview }) {
  return (
    <div
      aria-hidden="true"
      data-testid="accent-samples"
      className="grid grid-cols-2 gap-2"
    >
      {THEMES.map(({ theme, name, ink }) => (
        <div
          key={theme}
          data-theme-sample={theme}
          className="rounded-lg border border-ink-muted/40 p-3"
          style={previewSurface(theme)}
        >
          <span className="mb-2 block text-xs">{name}</span>
          <span className="flex flex-wrap items-center gap-3">
            <span
              data-sample="button"
              className="rounded-full px-3 py-1 text-sm font-semibold"
              style={{ backgroundColor: colours.fill, color: colours.onAccent }}
            >
              Download CV
            </span>
            <span
              data-sample="link"
              className="text-sm font-semibold underline underline-offset-4"
              style={{ color: colours[ink] }}
            >
              A link
            </span>
          </span>
        </div>
      ))}
    </div>
  );
}

/**
 * The colour as a brand guide writes it (#7b2d42), typed or pasted; kept as
 * typed until it is a whole code, then taken.
 */
function HexCode({
  hex,
  onHex,
}: {
  hex: string;
  onHex: (hex: string) => void;
}) {
  const [text, setText] = useState(hex);
  const [shown, setShown] = useState(hex);
  if (hex !== shown) {
    setShown(hex);
    setText(hex);
  }
  return (
    <Field label="Hex code" className="w-32">
      {(control) => (
        <input
          {...control}
          value={text}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            const typed = /^#?([0-9a-f]{6})$/i.exec(event.target.value.trim());
            if (typed) onHex(`#${typed[1]!.toLowerCase()}`);
          }}
        />
      )}
    </Field>
  );
}

/** The accent colour: a colour picker or a hex code, stored as HSL components, previewed on both themes. */
export function AccentColourField() {
  const editor = useEditor();
  const stored = getAt(editor.document, PATH);
  const hsl = typeof stored === "string" ? stored : "";
  const preview = accentPreview(hsl);
  const hint =
    preview?.note ?? "Pick a colour for links, buttons and highlights.";
  return (
    <DocumentField path={PATH} label={LABELS.accentColor} hint={hint}>
      {(control) => (
        <div className="space-y-3">
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
            <HexCode
              hex={hslToHex(hsl) ?? ""}
              onHex={(hex) => {
                const next = hexToHsl(hex);
                if (next) editor.update(PATH, next);
                editor.touch(PATH);
              }}
            />
          </div>
          {preview && <AccentSamples colours={preview} />}
        </div>
      )}
    </DocumentField>
  );
}
