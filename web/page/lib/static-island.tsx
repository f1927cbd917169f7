import { useState, type ReactNode } from "react";

/**
 * Content the server renders once and the client never re-renders: the page's
 * static text (docs/decisions/005-static-islands.md). On the server it renders
 * `children`; on the client it keeps the server's HTML as inner HTML, so the
 * components, icons and text inside are not in the client bundle and cost no
 * hydration time. Callers pass `children` only where they are rendered:
 * `<StaticIsland id="x">{__RENDER_STATIC__ && <Section />}</StaticIsland>`.
 * `__RENDER_STATIC__` (vite.config.ts) is false in all browser code, which
 * lets the bundler drop the section from it; it is true where the page is
 * rendered on the server (the server build, `npm run dev`'s server
 * rendering) and in tests.
 */
export function StaticIsland({
  id,
  children,
}: {
  id: string;
  children?: ReactNode;
}) {
  if (__RENDER_STATIC__) {
    return (
      <div id={id} className="contents">
        {children}
      </div>
    );
  }
  return <ClientIsland id={id} />;
}

function ClientIsland({ id }: { id: string }) {
  // Read once, before React commits anything: the server's HTML for this island.
  const [html] = useState(() => ({
    __html: document.getElementById(id)?.innerHTML ?? "",
  }));
  return <div id={id} className="contents" dangerouslySetInnerHTML={html} />;
}
