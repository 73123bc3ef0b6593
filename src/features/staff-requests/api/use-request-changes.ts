import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { auditEntrySchema } from '@/components/audit-trail/audit-entry';
import { supabase } from '@/lib/supabase';

import { requestKeys } from './request-keys';

/**
 * One record of audit.transport_request_changes, as public.transport_request_changes gives it:
 * `changes` is {column: {from, to}} for an update, the row's columns for an insert.
 */
const requestChangeSchema = auditEntrySchema(['insert', 'update', 'delete']);
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
