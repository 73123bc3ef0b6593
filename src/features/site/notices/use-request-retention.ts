import { useEffect, useState } from 'react';

export interface RequestRetention {
  keepMonths: number;
  spamKeepDays: number;
}

/**
 * The periods the owner set for requests and spam (transport_request_retention(), issue #49):
 * a prerendered page cannot know them, and printing the defaults would state periods the
 * database may not apply. Null until the answer arrives, and when none does.
 */
export function useRequestRetention(): RequestRetention | null {
  const [retention, setRetention] = useState<RequestRetention | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    // Imported here, not through loadPublicFetch: that module sits in the request and tracking
    // pages' shared chunk, which a static import would add to this page's first paint.
    import('@/lib/public-api/postgrest')
      .then(({ rpcSingle }) =>
        // Unmounted while the module loaded (or React's second mount in development): no request.
        controller.signal.aborted
          ? null
          : rpcSingle('transport_request_retention', {}, controller.signal),
      )
      .then(
        (row) => {
          if (row && Number.isInteger(row.keep_months) && Number.isInteger(row.spam_keep_days)) {
            setRetention({ keepMonths: row.keep_months, spamKeepDays: row.spam_keep_days });
          }
        },
        // Unreachable or refused: the notice keeps the wording that holds for any setting.
        () => undefined,
      );
    return () => controller.abort();
  }, []);
  return retention;
}
