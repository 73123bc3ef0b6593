import { Link } from 'react-router-dom';

import { cn } from '@/lib/cn';
import { adminPath } from '#common/routes/admin-path';

/** The reference as the link to the request's detail page; bold while nobody opened it. */
export function RequestLink({ reference, unopened }: { reference: string; unopened: boolean }) {
  return (
    <Link
      to={adminPath('request', { reference })}
      className={cn(
        'font-mono text-blue-900 underline-offset-2 hover:underline',
        unopened ? 'font-bold' : 'font-medium',
      )}
    >
      {reference}
    </Link>
  );
}
