import type { ReactNode } from "react";

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
      aria-labelledby={`${id}-heading`}
      className="space-y-4 rounded-xl border border-white/10 bg-surface-raised p-4 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
