import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

import { useShipmentsTranslation } from '../../use-shipments-translation';
import type { ReportDraft } from '../report-draft';
import { AddReportForm } from './add-report-form';

/** What the dialog is open for: a new report, or a correction of one (`corrects`). */
export interface ReportTarget {
  draft: ReportDraft;
  corrects: { id: string; time: string } | null;
}

/** "Adaugă raport" / "Corectează": a new report typed for a driver who phoned. */
export function AddReportDialog({
  trackingNumber,
  target,
  onClose,
  onCloseAutoFocus,
}: {
  trackingNumber: string;
  /** Null while closed. */
  target: ReportTarget | null;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t } = useShipmentsTranslation();
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {target && (
        <DialogContent size="lg" closeLabel={t('admin:close')} onCloseAutoFocus={onCloseAutoFocus}>
          <DialogTitle>
            {target.corrects
              ? t('reports.dialog.correctionTitle', { time: target.corrects.time })
              : t('reports.dialog.title')}
          </DialogTitle>
          <DialogDescription>{t('reports.dialog.description')}</DialogDescription>
          <AddReportForm
            trackingNumber={trackingNumber}
            initial={target.draft}
            corrects={target.corrects?.id ?? null}
            onDone={onClose}
            onCancel={onClose}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
