import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/i18n/format';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import { characterCount } from '../api/info-schemas';

/** "12 / 200 caractere", red once the text is over its limit. */
export function CharacterCounter({ text, max }: { text: string; max: number }) {
  const { t } = useAdminTranslation();
  const used = characterCount(text);
  return (
    <span className={cn('tabular-nums', used > max && 'font-medium text-red-700')}>
      {t('info.counter', { used: formatNumber(used, 'ro'), max: formatNumber(max, 'ro') })}
    </span>
  );
}
