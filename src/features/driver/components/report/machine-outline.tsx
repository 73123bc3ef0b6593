import type { DamageZone } from '../../offline';

/** The machine seen from above: the zones a driver taps, front at the top. */
const AREAS: ReadonlyArray<{ zone: DamageZone; x: number; y: number; w: number; h: number }> = [
  { zone: 'front', x: 40, y: 10, w: 120, h: 40 },
  { zone: 'left', x: 10, y: 50, w: 30, h: 140 },
  { zone: 'top', x: 40, y: 50, w: 120, h: 140 },
  { zone: 'right', x: 160, y: 50, w: 30, h: 140 },
  { zone: 'back', x: 40, y: 190, w: 120, h: 40 },
];

/**
 * A simple outline to tap damage on. Pointer only: the same zones are a list of checkboxes
 * beside it, so the drawing is an image to assistive technology.
 */
export function MachineOutline({
  label,
  marked,
  onToggle,
}: {
  label: string;
  marked: ReadonlySet<DamageZone>;
  onToggle: (zone: DamageZone) => void;
}) {
  return (
    <svg
      viewBox="0 0 200 240"
      role="img"
      aria-label={label}
      className="mx-auto h-60 w-full max-w-56 touch-manipulation"
    >
      {AREAS.map(({ zone, x, y, w, h }) => (
        <rect
          key={zone}
          data-zone={zone}
          x={x}
          y={y}
          width={w}
          height={h}
          rx={6}
          className={`cursor-pointer stroke-slate-700 ${marked.has(zone) ? 'fill-red-300' : 'fill-slate-100'}`}
          strokeWidth={2}
          onClick={() => onToggle(zone)}
        />
      ))}
      {/* The cab and the arm, to tell front from back at a glance. */}
      <rect
        x={70}
        y={90}
        width={60}
        height={50}
        rx={4}
        className="pointer-events-none fill-none stroke-slate-500"
        strokeWidth={2}
      />
      <path
        d="M100 90 V30"
        className="pointer-events-none stroke-slate-500"
        strokeWidth={6}
        strokeLinecap="round"
      />
    </svg>
  );
}
