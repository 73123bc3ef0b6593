import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';

import { useSignOutMutation } from '../api/use-sign-out-mutation';

/** Logs out (toasts and navigation come with the mutation); disabled while it runs. */
export function LogoutButton({ className, children }: { className?: string; children: ReactNode }) {
  const signOut = useSignOutMutation();
  return (
    <button
      type="button"
      onClick={() => signOut.mutate()}
      disabled={signOut.isPending}
      className={className}
    >
      <LogOut aria-hidden="true" className="size-4" />
      {children}
    </button>
  );
}
