import { useMutation, useQueryClient } from '@tanstack/react-query';

import { makePaper } from '@/lib/paper-making/make-paper';
import { cmrFileName } from '@/lib/papers/paper-file-name';

import type { Shipment } from '../../api/shipment-schemas';
import { invalidateLinkQueries } from '../../links/api/invalidate-link-queries';
import { type CmrChoices, gatherCmr } from './gather-cmr';

/**
 * "Creează PDF" in the CMR dialog: gathers, makes and saves the note. A failure is the dialog's
 * to say (beside the button); the links are read again, as a consignee link may have been made.
 */
export function useMakeCmrMutation(shipment: Shipment) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (choices: CmrChoices) =>
      makePaper(
        { paper: 'cmr', data: await gatherCmr(shipment, choices) },
        cmrFileName(shipment.id),
      ),
    onError: (error) => console.error('Making a CMR failed', error),
    onSettled: (_data, _error, choices) => {
      if (choices.withConsigneeLink) void invalidateLinkQueries(queryClient, shipment.id);
    },
  });
}
