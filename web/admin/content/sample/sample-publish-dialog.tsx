import { Button } from "../../../ui/button";
import { Modal } from "../../../ui/modal";
import { fieldsCount } from "./still-sample-panel";
import type { SampleEntry } from "./still-sample";

const NAMED = 10;

/** Asks before publishing while fields still hold the sample, naming them. */
export function SamplePublishDialog({
  entries,
  open,
  onPublish,
  onCancel,
}: {
  entries: readonly SampleEntry[];
  open: boolean;
  onPublish: () => void;
  onCancel: () => void;
}) {
  const more = entries.length - NAMED;
  return (
    <Modal open={open} labelledBy="sample-publish-title" onClose={onCancel}>
      <h2 id="sample-publish-title" className="mb-3 text-xl font-semibold">
        Publish with sample content?
      </h2>
      <p className="mb-2 text-ink-muted">
        {fieldsCount(entries.length)} still{" "}
        {entries.length === 1 ? "holds" : "hold"} the made-up sample
        lawyer&apos;s details, which visitors would take for yours:
      </p>
      <ul className="mb-2 list-disc space-y-1 pl-5 text-sm">
        {entries.slice(0, NAMED).map((entry) => (
          <li key={`${entry.lang ?? ""}:${entry.path}`}>{entry.label}</li>
        ))}
      </ul>
      {more > 0 && <p className="mb-2 text-sm">and {more} more.</p>}
      <div className="mt-6 flex justify-end gap-3">
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="primary" onClick={onPublish}>
          Publish anyway
        </Button>
      </div>
    </Modal>
  );
}
