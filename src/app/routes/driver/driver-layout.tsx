/**
 * Route module of the drivers' app's frame: the providers, the session gate, and the frame
 * around every screen.
 */
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { RequireDriver } from '@/features/auth/components/require-driver';
import { useDriverTranslation } from '@/features/driver/use-driver-translation';
import { COMPANY } from '@/lib/company';
import { privateHead, siteTitle } from '@/lib/seo/head';
import { ADMIN_LANGUAGE } from '#common/languages';

import { DriverFrame } from '../../layout/driver-frame';
import { useDocumentHead } from '../../layout/use-document-head';
import { DriverProvider } from '../../providers/driver-provider';

export function Component() {
  const { t } = useDriverTranslation();
  useDocumentHead(privateHead(ADMIN_LANGUAGE, siteTitle(t('appTitle'), COMPANY.shortName)));
  return (
    <DriverProvider>
      <DriverFrame>
        <RequireDriver />
      </DriverFrame>
    </DriverProvider>
  );
}

/** A screen whose code could not be loaded: say so, and offer a reload. */
export function ErrorBoundary() {
  const { t } = useDriverTranslation();
  const error = useRouteError();
  useEffect(() => console.error('Driver screen failed to load', error), [error]);
  return (
    <div role="alert" className="px-4 py-16">
      <p>{t('error.title')}</p>
      <Button className="mt-4" onClick={() => window.location.reload()}>
        {t('error.retry')}
      </Button>
    </div>
  );
}
