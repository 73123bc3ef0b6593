import type { IconNode } from 'lucide';
import { createElement } from 'react';

/**
 * A lucide icon drawn from its plain data (`import { Truck } from 'lucide'`), with the SVG
 * attributes lucide-react used. Every icon on the site is decorative, so it is always hidden
 * from assistive technology; the text beside it (or the control's label) names it.
 * lucide-react's runtime and per-shape keys cost about 1 KB gzip on every public page.
 */
export function Icon({
  icon,
  className,
  'data-color': dataColor,
}: {
  icon: IconNode;
  className?: string;
  /** The route history's marker colour, read by its tests. */
  'data-color'?: string;
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      data-color={dataColor}
    >
      {/* A shape's index is its identity: an icon's node never changes. */}
      {icon.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}
