import { Badge } from '@/components/ui/badge';
import { type LoadMeasures, oversizeVerdict } from '@/lib/loads/oversize';

import { useRequestsTranslation } from '../../use-requests-translation';

const TONES = { normal: 'neutral', permit: 'warning', beyond: 'danger' } as const;

/** The oversize verdict of a load as a small chip (the detail page lists the reasons). */
export function OversizeChip({ load }: { load: LoadMeasures }) {
  const { t } = useRequestsTranslation();
  const verdict = oversizeVerdict(load);
  return (
    <Badge tone={TONES[verdict]} data-oversize={verdict}>
      {t(`oversize.${verdict}`)}
    </Badge>
  );
}
