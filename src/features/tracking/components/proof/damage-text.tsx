import { useSiteTranslation } from '@/lib/i18n/use-site-language';
import type { Damage } from '@/lib/shipments/reports';

/** "No visible damage", or each mark with its zone, as the driver noted it. */
export function DamageText({ damage }: { damage: Damage | null }) {
  const { t } = useSiteTranslation('proof');
  if (!damage) return t('damageNotRecorded');
  if (damage.state === 'none' || damage.marks.length === 0) return t('damageNone');
  return (
    <ul className="space-y-1">
      {damage.marks.map((mark, index) => (
        <li key={index}>
          <span className="font-semibold">{t(`zones.${mark.zone}`)}:</span> {mark.text}
        </li>
      ))}
    </ul>
  );
}
