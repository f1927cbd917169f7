import { Download } from "lucide-react";
import type { ComponentProps } from "react";

/** Loads the CV builder only when asked for: it is not needed for the first paint. */
async function saveCv() {
  const { downloadCv } = await import("./download-cv");
  await downloadCv();
}

/** A 'Download CV' button; pass classes and, for tooltips, aria-describedby. */
export function CvButton({
  label = "Download CV",
  ...props
}: { label?: string } & Omit<ComponentProps<"button">, "onClick" | "type">) {
  return (
    <button
      type="button"
      onClick={() =>
        saveCv().catch((error: unknown) =>
          console.error("Could not build the CV:", error),
        )
      }
      {...props}
    >
      <Download aria-hidden="true" className="size-4 shrink-0" />
      <span>{label}</span>
    </button>
  );
}
