import { useEffect, useState } from "react";
import { Button } from "../../../ui/button";
import type { PortraitFocus } from "../api/use-upload-portrait";
import { cropBox } from "./portrait-file";

export interface Chosen {
  file: File;
  /** A data: URL of the file, or null when the browser could not read it. */
  preview: string | null;
}

type Size = { width: number; height: number };

function Slider({
  label,
  value,
  min,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  onChange: (value: number) => void;
}) {
  return (
    <label className="block text-sm">
      <span className="mb-1 block font-medium">{label}</span>
      <input
        type="range"
        min={min}
        max={100}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-full accent-(--color-accent)"
      />
    </label>
  );
}

/** Framing before upload: the centre, or a 4:5 box placed with three sliders over a preview. */
export function PortraitCrop({
  chosen,
  busy,
  onUpload,
  onCancel,
}: {
  chosen: Chosen;
  busy: boolean;
  onUpload: (focus: PortraitFocus) => void;
  onCancel: () => void;
}) {
  const [mode, setMode] = useState<"centre" | "crop">("centre");
  const [box, setBox] = useState({ size: 100, left: 50, top: 50 });
  const [source, setSource] = useState<Size | null>(null);

  useEffect(() => {
    if (!chosen.preview) return;
    const image = new Image();
    image.onload = () =>
      setSource({ width: image.naturalWidth, height: image.naturalHeight });
    image.src = chosen.preview;
  }, [chosen.preview]);

  const crop = source && cropBox(source, box);
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="mb-1 text-sm font-medium">Framing</legend>
        <label className="mr-4 text-sm">
          <input
            type="radio"
            name="portrait-framing"
            checked={mode === "centre"}
            onChange={() => setMode("centre")}
            className="mr-2"
          />
          Centre
        </label>
        <label className="text-sm">
          <input
            type="radio"
            name="portrait-framing"
            checked={mode === "crop"}
            disabled={!source}
            onChange={() => setMode("crop")}
            className="mr-2"
          />
          Choose the crop
        </label>
      </fieldset>
      {chosen.preview && (
        <div className="relative inline-block max-w-full overflow-hidden">
          <img
            src={chosen.preview}
            alt="The chosen photo"
            className="block max-h-80 max-w-full"
          />
          {mode === "crop" && crop && source && (
            <div
              aria-hidden="true"
              className="absolute border-2 border-accent shadow-[0_0_0_9999px_rgb(0_0_0/0.5)]"
              style={{
                left: `${(crop.x / source.width) * 100}%`,
                top: `${(crop.y / source.height) * 100}%`,
                width: `${(crop.width / source.width) * 100}%`,
                height: `${(crop.height / source.height) * 100}%`,
              }}
            />
          )}
        </div>
      )}
      {mode === "crop" && (
        <div className="grid gap-3 sm:grid-cols-3">
          <Slider
            label="Crop size"
            min={20}
            value={box.size}
            onChange={(size) => setBox({ ...box, size })}
          />
          <Slider
            label="Horizontal position"
            min={0}
            value={box.left}
            onChange={(left) => setBox({ ...box, left })}
          />
          <Slider
            label="Vertical position"
            min={0}
            value={box.top}
            onChange={(top) => setBox({ ...box, top })}
          />
        </div>
      )}
      <div className="flex gap-3">
        <Button
          variant="primary"
          disabled={busy}
          onClick={() =>
            onUpload(
              mode === "crop" && crop
                ? { kind: "crop", ...crop }
                : { kind: "centre" },
            )
          }
        >
          {busy ? "Uploading…" : "Upload portrait"}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
