import { useState } from 'react';

import { ListEmpty } from '@/components/staff-list/list-empty';
import { ListError } from '@/components/staff-list/list-error';
import { ADMIN_LANGUAGE } from '#common/languages';

import { useReturnFocus } from '../../../hooks/use-return-focus';
import { useShipmentsTranslation } from '../../../use-shipments-translation';
import { ESCROW_DUES, useEscrowTodo } from '../../api/use-escrow-todo';
import { EscrowTodoGroup } from './escrow-todo-group';
import { OpenedShipment } from './opened-shipment';

/**
 * /admin/escrow, "Escrow: de făcut" (issue #53): the escrows waiting for staff, grouped by what
 * is due. A row opens the shipment's dialog here, where its "Escrow" section records the step;
 * the list follows.
 */
export function EscrowTodoPage() {
  const { t } = useShipmentsTranslation();
  const todo = useEscrowTodo();
  const [opened, setOpened] = useState<string | null>(null);
  const { remember, restoreFocus } = useReturnFocus();

  return (
    <section lang={ADMIN_LANGUAGE} className="mx-auto grid max-w-7xl gap-6 px-4 py-8">
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold text-slate-900">{t('escrowTodo.title')}</h1>
        <p className="max-w-3xl text-slate-700">{t('escrowTodo.intro')}</p>
      </div>
      {todo.isPending && (
        <p role="status" className="text-slate-700">
          {t('escrowTodo.loading')}
        </p>
      )}
      {todo.isError && !todo.data && (
        <ListError
          message={t('escrowTodo.loadFailed')}
          onRetry={() => void todo.refetch()}
          retrying={todo.isFetching}
        />
      )}
      {todo.data?.length === 0 && (
        <ListEmpty
          message={t('escrowTodo.empty')}
          search=""
          status={null}
          onClearSearch={() => undefined}
          onAllStatuses={() => undefined}
        />
      )}
      {todo.data &&
        todo.data.length > 0 &&
        ESCROW_DUES.map((due) => (
          <EscrowTodoGroup
            key={due}
            due={due}
            rows={todo.data.filter((row) => row.due === due)}
            onOpen={(trackingNumber, from) => {
              remember(from);
              setOpened(trackingNumber);
            }}
          />
        ))}
      {opened && (
        <OpenedShipment
          trackingNumber={opened}
          onClose={() => setOpened(null)}
          onCloseAutoFocus={restoreFocus}
        />
      )}
    </section>
  );
}
