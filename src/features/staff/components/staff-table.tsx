import { Badge } from '@/components/ui/badge';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatDateTime } from '@/lib/i18n/format';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';
import { ADMIN_LANGUAGE } from '#common/languages';

import type { StaffAccount } from '../api/staff-schemas';
import { RequestNoticesSwitch } from './request-notices-switch';
import { StaffRowMenu } from './staff-row-menu';

type Column = 'email' | 'role' | 'since' | 'lastSignIn' | 'state' | 'notices' | 'actions';

const STATE_TONE = { active: 'success', invited: 'info', removed: 'neutral' } as const;

/**
 * Below md each row is a card: the cells stack under their own labels (data-label), so the
 * table never scrolls sideways at 360 px; from md on it is an ordinary table.
 */
const CARD_ROW = 'max-md:grid max-md:gap-1 max-md:border max-md:rounded-lg max-md:p-3 max-md:mb-3';
const CARD_CELL =
  'max-md:p-0 max-md:before:mr-2 max-md:before:font-medium max-md:before:text-slate-600 max-md:before:content-[attr(data-label)]';

function When({ value }: { value: string | null }) {
  const { t } = useAdminTranslation();
  if (!value) return <>{t('staff.never')}</>;
  return <time dateTime={value}>{formatDateTime(value, ADMIN_LANGUAGE)}</time>;
}

/**
 * Every account with its role, since when, last sign-in and state, its request notices and the
 * owner's actions. `mayChangeNotices` says whose notices the signed-in account may switch.
 */
export function StaffTable({
  accounts,
  mayChangeNotices,
}: {
  accounts: StaffAccount[];
  mayChangeNotices: (account: StaffAccount) => boolean;
}) {
  const { t } = useAdminTranslation();
  const column = (name: Column) => t(`staff.columns.${name}`);
  return (
    <Table className="max-md:block">
      <TableCaption>{t('staff.caption')}</TableCaption>
      <TableHeader className="max-md:sr-only">
        <TableRow className="hover:bg-transparent">
          <TableHead>{column('email')}</TableHead>
          <TableHead>{column('role')}</TableHead>
          <TableHead>{column('since')}</TableHead>
          <TableHead>{column('lastSignIn')}</TableHead>
          <TableHead>{column('state')}</TableHead>
          <TableHead>{column('notices')}</TableHead>
          <TableHead>{column('actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody className="max-md:block">
        {accounts.map((account) => (
          <TableRow key={account.user_id} className={CARD_ROW}>
            <TableCell className="font-medium [overflow-wrap:anywhere] max-md:p-0">
              {account.email}
            </TableCell>
            <TableCell data-label={column('role')} className={CARD_CELL}>
              {t(`staff.roles.${account.role}`)}
            </TableCell>
            <TableCell data-label={column('since')} className={CARD_CELL}>
              <When value={account.since} />
            </TableCell>
            <TableCell data-label={column('lastSignIn')} className={CARD_CELL}>
              <When value={account.last_sign_in_at} />
            </TableCell>
            <TableCell data-label={column('state')} className={CARD_CELL}>
              <Badge tone={STATE_TONE[account.state]}>{t(`staff.states.${account.state}`)}</Badge>
            </TableCell>
            <TableCell
              data-label={column('notices')}
              className={`${CARD_CELL} max-md:flex max-md:items-center`}
            >
              <RequestNoticesSwitch account={account} mayChange={mayChangeNotices(account)} />
            </TableCell>
            <TableCell className="max-md:p-0">
              {account.state !== 'removed' && <StaffRowMenu account={account} />}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
