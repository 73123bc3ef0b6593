import { formatDateTime } from '@/lib/i18n/format';
import { ADMIN_LANGUAGE } from '#common/languages';

import { usePeriodTexts } from '../../hooks/use-period-texts';
import { useShipmentsTranslation } from '../../use-shipments-translation';
import type { Party, TrackingLink } from '../api/tracking-link-schema';
import { PARTY_NAME_KEYS, PARTY_WORD_KEYS } from '../party-keys';

/** What the link screens write about a link: its dates in ro-RO and when it expires. */
export function useLinkTexts() {
  const { t } = useShipmentsTranslation();
  const { linkPeriod: period } = usePeriodTexts();
  const date = (value: string) => formatDateTime(value, ADMIN_LANGUAGE);
  return {
    t,
    date,
    partyWord: (party: Party) => t(PARTY_WORD_KEYS[party]),
    partyName: (party: Party) => t(PARTY_NAME_KEYS[party]),
    lastUsed: (link: TrackingLink) =>
      link.last_used_at ? date(link.last_used_at) : t('links.details.never'),
    expiry: (link: Pick<TrackingLink, 'expires_at' | 'expiry_set'>) => {
      if (link.expires_at === null) return t('links.expiry.byDefault', { period });
      return link.expiry_set
        ? t('links.expiry.chosen', { date: date(link.expires_at) })
        : t('links.expiry.byDefaultOn', { date: date(link.expires_at), period });
    },
  };
}
