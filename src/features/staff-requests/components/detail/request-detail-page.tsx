import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';

import { formatDateTime } from '@/lib/i18n/format';
import { ADMIN_PATHS } from '@/lib/routes/route-manifest';
import { ADMIN_LANGUAGE } from '#common/languages';

import { useOpenRequest } from '../../api/use-open-request';
import { useTransportRequest } from '../../api/use-transport-request';
import { useRequestsTranslation } from '../../use-requests-translation';
import { RequestStatusBadge } from '../shared/request-status-badge';
import { OfferSummary } from './offer-summary';
import { OversizePanel } from './oversize-panel';
import { RequestActions } from './request-actions';
import { RequestEmails } from './request-emails';
import { RequestFacts } from './request-facts';
import { RequestHistory } from './request-history';

/**
 * /admin/requests/:reference: everything the customer sent, the oversize verdict, the current
 * offer, the history and the e-mails, and the actions. Opening it marks the request as opened.
 */
export function RequestDetailPage({ reference }: { reference: string }) {
  const { t } = useRequestsTranslation();
  const request = useTransportRequest(reference);
  useOpenRequest(reference);
  const row = request.data;
  return (
    <section lang={ADMIN_LANGUAGE} className="mx-auto grid max-w-7xl gap-6 px-4 py-8">
      <Link
        to={ADMIN_PATHS.requests}
        className="inline-flex items-center gap-1 justify-self-start text-sm font-medium text-blue-900 underline-offset-2 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('detail.back')}
      </Link>

      {request.isPending && (
        <p role="status" className="text-slate-700">
          {t('detail.loading')}
        </p>
      )}
      {request.isError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
          {t('detail.loadFailed')}
        </p>
      )}
      {row === null && (
        <p
          role="alert"
          className="rounded-lg border border-slate-200 bg-white p-4 [overflow-wrap:anywhere]"
        >
          {t('detail.notFound', { reference })}
        </p>
      )}

      {row && (
        <>
          <header className="grid gap-2">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="font-mono text-2xl font-semibold text-slate-900">
                {t('detail.heading', { reference: row.reference })}
              </h1>
              <RequestStatusBadge status={row.status} />
            </div>
            <p className="text-sm text-slate-700">
              {t('detail.receivedAt', { date: formatDateTime(row.created_at, ADMIN_LANGUAGE) })}
              {row.opened_at &&
                ` · ${t('detail.openedBy', {
                  who: row.opened_by ?? '',
                  date: formatDateTime(row.opened_at, ADMIN_LANGUAGE),
                })}`}
            </p>
            <RequestActions request={row} />
          </header>
          <OversizePanel request={row} />
          <OfferSummary request={row} />
          <RequestFacts request={row} />
          <div className="grid gap-4 lg:grid-cols-2">
            <RequestHistory reference={row.reference} />
            <RequestEmails reference={row.reference} />
          </div>
        </>
      )}
    </section>
  );
}
