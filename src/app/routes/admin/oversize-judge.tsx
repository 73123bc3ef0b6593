import type { ReactNode } from 'react';

import { OversizeContext } from '@/features/requests/oversize-context';
import { limitsExceeded, oversizeVerdict } from '@/lib/loads/oversize';

const judge = (load: Parameters<typeof oversizeVerdict>[0]) => ({
  verdict: oversizeVerdict(load),
  over: limitsExceeded(load),
});

/**
 * The request screens judge loads by the request form's rules (the same verdict the customer
 * saw and the staff notice names); features never import each other, so the route hands them in.
 */
export function OversizeJudge({ children }: { children: ReactNode }) {
  return <OversizeContext value={judge}>{children}</OversizeContext>;
}
