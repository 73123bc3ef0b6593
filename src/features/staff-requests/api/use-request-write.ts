import { useMutation, useQueryClient } from '@tanstack/react-query';

import { toast } from '@/components/ui/toast-store';

import { useRequestsTranslation } from '../use-requests-translation';
import { requestKeys } from './request-keys';
import { requestWriteFailure } from './request-write-failure';

/**
 * A staff write on one request (offer, reject, convert): a toast on success, and after any
 * outcome every request query asked again (a conflict means the page is out of date). A
 * conflict or a refused field is shown by the dialog itself; other failures get a toast.
 */
export function useRequestWrite<Args, Result>(
  reference: string,
  write: (args: Args) => Promise<Result>,
  successText: (result: Result) => string,
) {
  const queryClient = useQueryClient();
  const { t } = useRequestsTranslation();
  return useMutation({
    mutationFn: write,
    onSuccess: (result) => toast({ title: t('successTitle'), description: successText(result) }),
    onError: (error) => {
      console.error(`A write on transport request ${reference} failed`, error);
      const failure = requestWriteFailure(error);
      if (failure.kind === 'conflict' || failure.kind === 'refused') return;
      if (failure.kind === 'sessionRejected') return;
      toast({
        variant: 'destructive',
        title: t('errorTitle'),
        description: t(`failure.${failure.kind}`),
      });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: requestKeys.all }),
  });
}
