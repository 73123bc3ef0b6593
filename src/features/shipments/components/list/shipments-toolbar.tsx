import { Download, FileText, Plus } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { ADMIN_PATHS } from '@/lib/routes/route-manifest';

import type { ShipmentListParams } from '../../api/shipment-keys';
import { useExportShipmentsMutation } from '../../api/use-export-shipments-mutation';
import { useShipmentsTranslation } from '../../use-shipments-translation';

/** The screen's title and its actions: add, export the list as shown, edit the info text. */
export function ShipmentsToolbar({
  params,
  onAdd,
}: {
  params: ShipmentListParams;
  onAdd: (from: HTMLElement) => void;
}) {
  const { t } = useShipmentsTranslation();
  const exportList = useExportShipmentsMutation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">
        {t('admin:shipmentsTitle')}
      </h1>
      <div className="flex flex-wrap gap-2">
        <Button onClick={(event) => onAdd(event.currentTarget)} aria-haspopup="dialog">
          <Plus aria-hidden="true" className="size-4" />
          {t('list.add')}
        </Button>
        <Button
          variant="outline"
          disabled={exportList.isPending}
          onClick={() =>
            exportList.mutate({ search: params.search, status: params.status, sort: params.sort })
          }
        >
          <Download aria-hidden="true" className="size-4" />
          {exportList.isPending ? t('export.exporting') : t('export.button')}
        </Button>
        <Link to={ADMIN_PATHS.info} className={buttonVariants({ variant: 'outline' })}>
          <FileText aria-hidden="true" className="size-4" />
          {t('list.infoEditor')}
        </Link>
      </div>
    </div>
  );
}
