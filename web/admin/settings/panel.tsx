import { useId, type ReactNode } from "react";

/** One setting's group in the Settings tab: a region named by its heading. */
export function Panel({
  title,
  children,
}: {
  title: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mb-6 space-y-3 rounded-xl border border-white/10 p-4"
    >
      <h2 id={headingId} className="font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
