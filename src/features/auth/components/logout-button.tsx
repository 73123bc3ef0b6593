import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { confirmLeaving } from '@/lib/leave-confirmation';

import { useSignOutMutation } from '../api/use-sign-out-mutation';

/**
 * Logs out (toasts and navigation come with the mutation); disabled while it runs. A screen
 * with unsaved changes is asked first (src/lib/leave-confirmation.ts).
 */
export function LogoutButton({ children }: { children: ReactNode }) {
  const signOut = useSignOutMutation();
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => {
        void confirmLeaving().then((leave) => {
          if (leave) signOut.mutate();
        });
      }}
      disabled={signOut.isPending}
    >
      <LogOut aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}
