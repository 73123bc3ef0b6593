import { formatNumber } from '@/lib/i18n/format';
import type { Language } from '#common/languages';

import type { TrackedShipment } from '../api/tracked-shipment';

type LoadSize = Pick<TrackedShipment, 'length_m' | 'width_m' | 'height_m' | 'weight_kg'>;

/** '18,4 × 3,2 × 4,05 m' the reader's way ('—' for a side not known); null when none is. */
export function dimensionsText(load: LoadSize, lang: Language): string | null {
  const sides = [load.length_m, load.width_m, load.height_m];
  if (sides.every((side) => side === null)) return null;
  const shown = sides.map((side) =>
    side === null ? '—' : formatNumber(side, lang, { maximumFractionDigits: 2 }),
  );
  return `${shown.join(' × ')} m`;
}

/** '42.000 kg' the reader's way; null when not known. */
export function weightText(load: LoadSize, lang: Language): string | null {
  return load.weight_kg === null
    ? null
    : `${formatNumber(load.weight_kg, lang, { maximumFractionDigits: 0 })} kg`;
}
