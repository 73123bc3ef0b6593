import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { supabase } from '@/lib/supabase';

import { requestKeys } from './request-keys';

/** One record of audit.transport_request_changes, as public.transport_request_changes gives it. */
const requestChangeSchema = z.object({
  id: z.number(),
  changed_at: z.string(),
  action: z.enum(['insert', 'update', 'delete']),
  actor: z.string(),
  /** {column: {from, to}} for an update; the row's columns for an insert. */
  changes: z.record(z.string(), z.unknown()),
});
export type RequestChange = z.infer<typeof requestChangeSchema>;

/** A request's history, newest first. */
export function useRequestChanges(reference: string) {
  return useQuery({
    queryKey: requestKeys.changes(reference),
    queryFn: async ({ signal }) => {
      const { data, error } = await supabase
        .rpc('transport_request_changes', { reference })
        .abortSignal(signal);
      if (error) throw error;
      return z.array(requestChangeSchema).parse(data);
    },
  });
}
