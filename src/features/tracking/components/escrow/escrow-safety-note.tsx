import { ShieldAlert } from 'lucide-react';

import { COMPANY, SITE_URL } from '@/lib/company';
import { useSiteTranslation } from '@/lib/i18n/use-site-language';

/**
 * The note every escrow panel carries (DECISIONS 28): bank details come only with the order
 * confirmation, we never ask for payment by e-mail, and how to tell a message is ours.
 */
export function EscrowSafetyNote() {
  const { t } = useSiteTranslation('escrow');
  return (
    <aside
      aria-labelledby="escrow-safety"
      className="mt-6 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="grid gap-1">
        <h4 id="escrow-safety" className="font-semibold">
          {t('safety.title')}
        </h4>
        <p>{t('safety.bank')}</p>
        <p>{t('safety.email')}</p>
        <p>
          {t('safety.check', {
            site: new URL(SITE_URL).host,
            phone: COMPANY.phone.display,
          })}
        </p>
      </div>
    </aside>
  );
}
