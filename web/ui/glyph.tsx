import type { IconNode } from "lucide";
import { createElement } from "react";

/**
 * A decorative drawing: hidden from assistive technology, the text beside it
 * names it. Drawn from lucide's shapes without the attributes lucide writes
 * on every icon (xmlns, size, fill, stroke and its width, caps, joins, and a
 * class naming the icon): `.lucide` in styles.css sets what they set. The
 * page's first response carries a few dozen drawings; those attributes were
 * about 300 of its compressed bytes.
 */
export function Glyph({
  icon,
  className,
}: {
  icon: IconNode;
  className: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={`lucide ${className}`}
    >
      {icon.map(([tag, attributes], index) =>
        createElement(tag, { key: index, ...attributes }),
      )}
    </svg>
  );
}
