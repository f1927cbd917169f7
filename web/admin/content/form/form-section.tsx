import type { ReactNode } from "react";

/** The id of a section's heading, for a list that the heading names too. */
export const sectionHeadingId = (sectionId: string) => `${sectionId}-heading`;

/** One group of the content form, with its heading (the editor's contents list links here). */
export function FormSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={sectionHeadingId(id)}
      className="space-y-4 rounded-xl border border-white/10 bg-surface-raised p-4 sm:p-6"
    >
      <h2 id={sectionHeadingId(id)} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
