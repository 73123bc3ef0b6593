import { type ReactNode, useId } from 'react';

import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

/**
 * One group of the owner's settings on the staff screen: its heading, then loading, the
 * failure, or the form with what the database holds.
 */
export function SettingsSection<Data>({
  title,
  query,
  loadFailed,
  children,
}: {
  title: string;
  query: { isPending: boolean; isError: boolean; isSuccess: boolean; data?: Data | undefined };
  loadFailed: string;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useAdminTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-12 border-t border-slate-200 pt-8">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-6">
        {query.isPending && (
          <p role="status" className="text-slate-700">
            {t('loading')}
          </p>
        )}
        {query.isError && (
          <p role="alert" className="text-slate-800">
            {loadFailed}
          </p>
        )}
        {query.isSuccess && query.data !== undefined && children(query.data)}
      </div>
    </section>
  );
}
