import { useState } from 'react';

import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

import type { Shipment } from '../../api/shipment-schemas';
import { ShipmentEmailsList } from '../../emails/components/shipment-emails-list';
import { useShipmentsTranslation } from '../../use-shipments-translation';
import { ChangesList } from './changes-list';
import { RouteHistoryList } from './route-history-list';

/** A shipment's route (newest first) and, in more tabs, its audit trail and its e-mails. */
export function HistoryDialog({
  shipment,
  onClose,
  onCloseAutoFocus,
}: {
  shipment: Shipment | null;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t } = useShipmentsTranslation();
  const [tab, setTab] = useState<'route' | 'changes' | 'emails'>('route');
  return (
    <Dialog
      open={shipment !== null}
      onOpenChange={(open) => {
        if (open) return;
        onClose();
        setTab('route');
      }}
    >
      {shipment && (
        <DialogContent
          size="lg"
          closeLabel={t('admin:close')}
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <DialogTitle className="[overflow-wrap:anywhere]">
            {t('history.title', { id: shipment.id })}
          </DialogTitle>
          <Tabs value={tab} onValueChange={(value) => setTab(value as typeof tab)}>
            <TabsList>
              <TabsTrigger value="route">{t('history.routeTab')}</TabsTrigger>
              <TabsTrigger value="changes">{t('history.changesTab')}</TabsTrigger>
              <TabsTrigger value="emails">{t('emails.tab')}</TabsTrigger>
            </TabsList>
            <TabsContent value="route" className="mt-2">
              <RouteHistoryList entries={shipment.history} />
            </TabsContent>
            <TabsContent value="changes" className="mt-2">
              <ChangesList trackingNumber={shipment.id} />
            </TabsContent>
            <TabsContent value="emails" className="mt-2">
              <ShipmentEmailsList trackingNumber={shipment.id} />
            </TabsContent>
          </Tabs>
        </DialogContent>
      )}
    </Dialog>
  );
}
