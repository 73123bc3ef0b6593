import { type ReactNode, useState } from 'react';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';

import type { StaffRequestRow } from '../../api/request-rpc';
import { requestWriteFailure } from '../../api/request-write-failure';
import { useRequestsTranslation } from '../../use-requests-translation';
import { RequestConflict } from './request-conflict';

export interface ConfirmTexts {
  title: string;
  description: string;
  confirm: string;
  pending: string;
}

/**
 * A yes/no question for a write on the request (reject, spam, convert): the version it opened
 * on goes with the write, and a colleague's change meanwhile shows as a conflict in place
 * (nothing done) until the user takes the saved version and decides again.
 */
export function ConfirmActionDialog<Result>({
  request,
  open,
  texts,
  run,
  pending,
  onDone,
  onClose,
  children,
}: {
  request: StaffRequestRow;
  open: boolean;
  texts: ConfirmTexts;
  run: (
    expectedUpdatedAt: string,
    callbacks: { onSuccess: (result: Result) => void; onError: (error: Error) => void },
  ) => void;
  pending: boolean;
  onDone: (result: Result) => void;
  onClose: () => void;
  /** A choice that goes with the write (reject: whether the customer is told). */
  children?: ReactNode;
}) {
  const { t } = useRequestsTranslation();
  const [expected, setExpected] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const version = expected ?? request.updated_at;
  const close = () => {
    setExpected(null);
    setConflict(false);
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={texts.title}
      description={texts.description}
      cancelLabel={t('actions.cancel')}
      confirmLabel={pending ? texts.pending : texts.confirm}
      pending={pending}
      stayOpenOnConfirm
      choice={children}
      conflict={
        conflict && (
          <RequestConflict
            saved={request.updated_at === version ? undefined : request}
            onTakeSaved={(saved) => {
              setExpected(saved.updated_at);
              setConflict(false);
            }}
          />
        )
      }
      onCancel={close}
      onConfirm={() =>
        run(version, {
          onSuccess: (result) => {
            close();
            onDone(result);
          },
          onError: (error) => {
            if (requestWriteFailure(error).kind === 'conflict') {
              // Pin the version this try was made on, so the saved one shows once in.
              setExpected(version);
              setConflict(true);
            } else close();
          },
        })
      }
    />
  );
}
