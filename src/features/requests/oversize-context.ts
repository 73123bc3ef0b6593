import { createContext, useContext } from 'react';

/** The measures a verdict is made from (a request's columns). */
export interface LoadMeasures {
  length_m: number | null;
  width_m: number | null;
  height_m: number | null;
  weight_kg: number | null;
  quantity: number | null;
}

type OversizeLimit = 'length' | 'width' | 'height' | 'weight';

export interface OversizeJudgement {
  verdict: 'normal' | 'permit' | 'beyond';
  /** The limits the load is likely over. */
  over: OversizeLimit[];
}

/**
 * How a load is judged: the request form's rules (src/lib/loads/oversize.ts), which this
 * feature may not import (features never import each other); the staff routes hand them in
 * (src/app/routes/admin/oversize-judge.ts).
 */
export const OversizeContext = createContext<((load: LoadMeasures) => OversizeJudgement) | null>(
  null,
);

export function useOversizeJudge(): (load: LoadMeasures) => OversizeJudgement {
  const judge = useContext(OversizeContext);
  if (!judge) throw new Error('useOversizeJudge needs an OversizeContext provider');
  return judge;
}
