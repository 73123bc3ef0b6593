import { ChevronLeft, ChevronRight } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/i18n/format';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';
import { PAGE_SIZE, pageCount } from '@/lib/list-pages';
import { ADMIN_LANGUAGE } from '#common/languages';

/** A staff list's "26–50 din 120", and the previous and next page (disabled at the ends). */
export function ListPagination({
  page,
  total,
  onPage,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useAdminTranslation();
  const pages = pageCount(total);
  const from = Math.min(total, (page - 1) * PAGE_SIZE + 1);
  const to = Math.min(total, page * PAGE_SIZE);
  return (
    <nav
      aria-label={t('list.pagination')}
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700"
    >
      <p aria-live="polite">
        {t('list.range', {
          from: formatNumber(from, ADMIN_LANGUAGE),
          to: formatNumber(to, ADMIN_LANGUAGE),
          total: formatNumber(total, ADMIN_LANGUAGE),
        })}
        <span className="sr-only">
          {', '}
          {t('list.pageOf', { page, pages })}
        </span>
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('list.previous')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          {t('list.next')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </nav>
  );
}
