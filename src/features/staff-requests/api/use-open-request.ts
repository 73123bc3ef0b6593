import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { requestKeys } from './request-keys';
import { callRequestFunction } from './request-rpc';

/**
 * Marks the request as opened (open_transport_request, contract function 1) once per visit of
 * its detail page: the first staff member's e-mail and time are kept, later calls change
 * nothing. The answer is the row, so the detail shows it at once; lists and the badge follow.
 */
export function useOpenRequest(reference: string) {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: async () => callRequestFunction('open_transport_request', { reference }),
    onSuccess: async (row) => {
      // The detail's own first read may still be on its way with the row as it was before;
      // landing after this answer it would show the request unopened again.
      await queryClient.cancelQueries({ queryKey: requestKeys.detail(reference) });
      queryClient.setQueryData(requestKeys.detail(reference), row);
      void queryClient.invalidateQueries({ queryKey: requestKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: requestKeys.unopenedCount() });
      // The history's first read may still be on its way too, from before the opening: an
      // invalidation alone would wait for that one (a query without data is not refetched
      // while it fetches), so it is cancelled and read again.
      await queryClient.cancelQueries({ queryKey: requestKeys.changes(reference) });
      void queryClient.invalidateQueries({ queryKey: requestKeys.changes(reference) });
    },
    // An unknown reference is shown by the detail query; nothing else to say here.
    onError: (error) => console.error('Opening a transport request failed', error),
  });
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (opened.current === reference) return;
    opened.current = reference;
    mutate();
  }, [reference, mutate]);
}
