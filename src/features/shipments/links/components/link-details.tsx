import type { TrackingLink } from '../api/tracking-link-schema';
import { useLinkTexts } from './use-link-texts';

/** A link's metadata: created when and by whom, last used, expires. */
export function LinkDetails({ link }: { link: TrackingLink }) {
  const { t, date, lastUsed, expiry } = useLinkTexts();
  const rows = [
    [
      t('links.details.created'),
      `${date(link.created_at)} ${t('links.details.createdBy', { actor: link.created_by })}`,
    ],
    [t('links.details.lastUsed'), lastUsed(link)],
    [t('links.details.expires'), expiry(link)],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-4 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-700">{term}</dt>
          <dd className="text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
