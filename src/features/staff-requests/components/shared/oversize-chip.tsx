import { Badge } from '@/components/ui/badge';
import { isMeasured, type LoadMeasures, oversizeVerdict } from '#common/loads/oversize';

import { useRequestsTranslation } from '../../use-requests-translation';

const TONES = {
  unknown: 'neutral',
  normal: 'neutral',
  permit: 'warning',
  beyond: 'danger',
} as const;

/**
 * The oversize verdict of a load as a small chip (the detail page lists the reasons); "Fără
 * dimensiuni" when the customer gave no measure, as the staff notice says.
 */
export function OversizeChip({ load }: { load: LoadMeasures }) {
  const { t } = useRequestsTranslation();
  const verdict = isMeasured(load) ? oversizeVerdict(load) : 'unknown';
  return (
    <Badge tone={TONES[verdict]} data-oversize={verdict}>
      {t(`oversize.${verdict}`)}
    </Badge>
  );
}
