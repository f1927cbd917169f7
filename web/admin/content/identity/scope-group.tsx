import type { ReactNode } from "react";

/**
 * A group of fields marked by whose values they hold: the whole site's
 * ("All languages": editing them in any language's form changes them in
 * all) or this language's own. The mark is the group's name, in words.
 */
export function ScopeGroup({
  shared,
  intro,
  children,
}: {
  shared: boolean;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-4 rounded-lg border border-white/15 p-4">
      <legend className="rounded-full border border-ink-muted/50 px-3 py-0.5 text-sm font-medium">
        {shared ? "All languages" : "This language"}
      </legend>
      {intro && <p className="text-sm text-ink-muted">{intro}</p>}
      {children}
    </fieldset>
  );
}
