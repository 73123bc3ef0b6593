// With its extension: the staff notice imports this file under Deno (supabase/functions/_shared).
import { OVERSIZE_FACTS } from './oversize-facts.ts';

/** What a load's measures mean: within the normal limits, a permit case, or beyond the usual. */
export type OversizeVerdict = 'normal' | 'permit' | 'beyond';

export interface LoadMeasures {
  length_m?: number | null;
  width_m?: number | null;
  height_m?: number | null;
  /** One unit's weight; `quantity` units travel together. */
  weight_kg?: number | null;
  quantity?: number | null;
}

/** Whether any measure is known; a load without one has no verdict ("Fără dimensiuni"). */
export function isMeasured(load: LoadMeasures): boolean {
  return [load.length_m, load.width_m, load.height_m, load.weight_kg].some(
    (value) => value != null,
  );
}

/** Which limits the load is likely over ('length', 'width', 'height', 'weight'). */
export function limitsExceeded(load: LoadMeasures): ('length' | 'width' | 'height' | 'weight')[] {
  const { legal, vehicle } = OVERSIZE_FACTS;
  const over: ('length' | 'width' | 'height' | 'weight')[] = [];
  if (load.length_m != null && load.length_m > vehicle.loadingLengthM) over.push('length');
  if (load.width_m != null && load.width_m > legal.widthM) over.push('width');
  if (load.height_m != null && load.height_m + vehicle.deckHeightM > legal.heightM) {
    over.push('height');
  }
  if (load.weight_kg != null) {
    const cargo = load.weight_kg * Math.max(1, load.quantity ?? 1);
    if (cargo + vehicle.tareKg > legal.grossKg) over.push('weight');
  }
  return over;
}

/** 'beyond' when higher or wider than the company's usual (SPEC §9), else 'permit' or 'normal'. */
export function oversizeVerdict(load: LoadMeasures): OversizeVerdict {
  const { company } = OVERSIZE_FACTS;
  if (
    (load.height_m != null && load.height_m > company.heightM) ||
    (load.width_m != null && load.width_m > company.widthM)
  ) {
    return 'beyond';
  }
  return limitsExceeded(load).length > 0 ? 'permit' : 'normal';
}
