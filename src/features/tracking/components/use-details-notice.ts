import { Link2Off, LockKeyhole } from 'lucide-react';

import { useSiteTranslation } from '@/lib/i18n/use-site-language';

import type { TrackingAccess } from '../api/tracked-shipment';

/** The answers that show the journey only (DECISIONS 18). */
export type JourneyAccess = Exclude<TrackingAccess, 'full'>;

const NOTICES = {
  number_only: {
    icon: LockKeyhole,
    title: 'notice.numberOnly.title',
    text: 'notice.numberOnly.text',
    contact: 'notice.numberOnly.contact',
  },
  key_refused: {
    icon: Link2Off,
    title: 'notice.keyRefused.title',
    text: 'notice.keyRefused.text',
    contact: 'notice.keyRefused.contact',
  },
} as const;

/** The notice of a journey-only answer in the reader's language (the live region reads it too). */
export function useDetailsNotice(access: JourneyAccess) {
  const { t } = useSiteTranslation('tracking');
  const notice = NOTICES[access];
  return {
    icon: notice.icon,
    title: t(notice.title),
    text: t(notice.text),
    contact: t(notice.contact),
  };
}
