import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/use-auth';
import { OutboxBar } from '@/features/driver/components/outbox-bar';
import { useDriverTranslation } from '@/features/driver/use-driver-translation';
import { COMPANY } from '@/lib/company';
import { ADMIN_PATHS } from '@/lib/routes/route-manifest';

function SignOutButton() {
  const { t } = useDriverTranslation();
  const { session, signOut } = useAuth();
  if (!session) return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      className="text-white hover:bg-white/10"
      onClick={() => {
        void signOut().then((error) => {
          if (!error) window.location.assign(ADMIN_PATHS.login);
        });
      }}
    >
      {t('signOut')}
    </Button>
  );
}

/**
 * The drivers' app's frame, phone first: one column, the outbox's state on every screen,
 * a way to sign out, and a skip link to the screen.
 */
export function DriverFrame({ children }: { children: ReactNode }) {
  const { t } = useDriverTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <a
        href="#driver-main"
        className="sr-only focus:not-sr-only focus:absolute focus:z-10 focus:bg-white focus:p-2"
      >
        {t('skipToContent')}
      </a>
      <header className="flex items-center justify-between bg-blue-950 px-4 py-2 text-white">
        <p className="font-semibold">
          {t('appTitle')} · {COMPANY.shortName}
        </p>
        <SignOutButton />
      </header>
      <OutboxBar />
      <main id="driver-main" className="mx-auto w-full max-w-xl flex-1 px-4 py-4">
        {children}
      </main>
    </div>
  );
}
