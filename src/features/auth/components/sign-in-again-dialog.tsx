import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import type { SessionEnd } from '../auth-context';
import { LoginForm } from './login-form';

/**
 * Over a staff page whose session ended (expired, signed out in another tab, refused by the
 * server): signing in again here keeps the page, and whatever was typed on it, where it was.
 * It cannot be dismissed; behind it nothing could be saved anyway.
 */
export function SignInAgainDialog({
  sessionEnd,
  email,
}: {
  sessionEnd: SessionEnd | null;
  email: string;
}) {
  const { t } = useAdminTranslation();
  return (
    <Dialog open>
      <DialogContent
        closeLabel={null}
        // The e-mail is filled in: the password is what is left to type.
        onOpenAutoFocus={(event) => {
          const password = (event.currentTarget as HTMLElement).querySelector<HTMLInputElement>(
            'input[type="password"]',
          );
          if (!password) return;
          event.preventDefault();
          password.focus();
        }}
      >
        <DialogTitle>{t('session.signInAgainTitle')}</DialogTitle>
        <DialogDescription>{t('session.signInAgainText')}</DialogDescription>
        <LoginForm sessionEnd={sessionEnd} email={email} />
      </DialogContent>
    </Dialog>
  );
}
