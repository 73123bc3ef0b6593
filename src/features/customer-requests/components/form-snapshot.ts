import { parseLocalNumber } from '@/lib/loads/parse-number';
import type { Language } from '#common/languages';
import type { LoadMeasures } from '#common/loads/oversize';

import type { FormValues } from '../form-values';

/** What the page shows live while the visitor types: the kind's questions and the hint. */
export interface FormSnapshot {
  kind: string;
  load: LoadMeasures;
}

export function formSnapshot(values: FormValues, lang: Language): FormSnapshot {
  // A number that cannot be read yet ("3,") counts as not given: the hint waits for it.
  const read = (raw: string, grouping = false) => parseLocalNumber(raw, lang, grouping) ?? null;
  return {
    kind: values.kind,
    load: {
      length_m: read(values.length_m),
      width_m: read(values.width_m),
      height_m: read(values.height_m),
      weight_kg: read(values.weight_kg, true),
      quantity: read(values.quantity),
    },
  };
}

/**
 * `next`, or `previous` when it says the same: a keystroke that changes neither the kind nor a
 * measure (the name, a town) keeps the snapshot, so React does not render the form again.
 */
export function sameOr(previous: FormSnapshot, next: FormSnapshot): FormSnapshot {
  const keys = Object.keys(next.load) as (keyof LoadMeasures)[];
  const same =
    previous.kind === next.kind &&
    keys.length === Object.keys(previous.load).length &&
    keys.every((key) => previous.load[key] === next.load[key]);
  return same ? previous : next;
}
