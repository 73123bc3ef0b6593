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
