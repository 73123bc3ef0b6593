import { Link2Off, LockKeyhole } from 'lucide-react';

import { useSiteTranslation } from '@/lib/i18n/use-site-language';

import type { TrackingAccess } from '../api/tracked-shipment';

/** The answers that show the journey only (DECISIONS 18). */
export type JourneyAccess = Exclude<TrackingAccess, 'full'>;

/** Each notice's icon and where its title, text and contact link are in the tracking texts. */
const NOTICES = {
  number_only: { icon: LockKeyhole, texts: 'notice.numberOnly' },
  key_refused: { icon: Link2Off, texts: 'notice.keyRefused' },
} as const;

/** The notice of a journey-only answer in the reader's language (the live region reads it too). */
export function useDetailsNotice(access: JourneyAccess) {
  const { t } = useSiteTranslation('tracking');
  const { icon, texts } = NOTICES[access];
  return {
    icon,
    title: t(`${texts}.title`),
    text: t(`${texts}.text`),
    contact: t(`${texts}.contact`),
  };
}
