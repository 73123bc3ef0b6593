import { Suspense, useEffect } from 'react';
import { useRouteError } from 'react-router-dom';

import { ErrorNotice } from '../layout/error-notice';

/**
 * A route whose code or data could not be loaded (offline, or a new release replaced the old
 * chunks): the localized message and a way back. Retry reloads the page, which also picks up
 * the files of a new release.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error('Route failed to load', error), [error]);
  return (
    <Suspense fallback={null}>
      <ErrorNotice onRetry={() => window.location.reload()} />
    </Suspense>
  );
}
