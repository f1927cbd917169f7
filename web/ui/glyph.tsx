import type { LucideIcon, LucideIconData } from "lucide-react";
import { createElement } from "react";

type RendersDrawing = {
  render: (props: object, ref: null) => { props: { icon: LucideIconData } };
};

/**
 * The shapes of a lucide icon. Each icon is a `forwardRef` whose render only
 * hands its drawing to lucide's `Icon` (no hooks), so calling it reads the
 * drawing; glyph.test.tsx checks the shapes against lucide's own output.
 */
const drawingOf = (icon: LucideIcon) =>
  (icon as unknown as RendersDrawing).render({}, null).props.icon;

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
  icon: LucideIcon;
  className: string;
}) {
  const { node } = drawingOf(icon);
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={`lucide ${className}`}
    >
      {node.map(([tag, attributes]) => createElement(tag, attributes))}
    </svg>
  );
}
