import { CalendarClock } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { TableCell, TableRow } from '@/components/ui/table';

import type { TrackingLink } from '../api/tracking-link-schema';
import { LinkStateBadge } from './link-state-badge';
import { useLinkTexts } from './use-link-texts';

/** One row per link, newest first; a link not revoked can be given another expiry. */
export function TrackingLinkRows({
  links,
  onChangeExpiry,
}: {
  links: TrackingLink[];
  onChangeExpiry: (link: TrackingLink, from: HTMLElement) => void;
}) {
  const { t, date, partyName, partyWord, lastUsed, expiry } = useLinkTexts();
  return links.map((link) => (
    <TableRow key={link.id} data-link={link.id}>
      <TableCell className="font-medium">{partyName(link.party)}</TableCell>
      <TableCell>
        <LinkStateBadge state={link.state} />
        {link.revoked_at && (
          <p className="mt-1 text-xs text-slate-600">
            <time dateTime={link.revoked_at} className="whitespace-nowrap">
              {date(link.revoked_at)}
            </time>
          </p>
        )}
      </TableCell>
      <TableCell>
        <time dateTime={link.created_at} className="whitespace-nowrap">
          {date(link.created_at)}
        </time>
        <p className="text-xs text-slate-600 [overflow-wrap:anywhere]">
          {t('links.details.createdBy', { actor: link.created_by })}
        </p>
      </TableCell>
      <TableCell className="whitespace-nowrap">{lastUsed(link)}</TableCell>
      <TableCell>
        {link.state === 'revoked' ? (
          '–'
        ) : (
          <div className="grid justify-items-start gap-1">
            {expiry(link)}
            <Button
              variant="link"
              size="inline"
              className="text-left text-sm"
              aria-label={t('links.panel.changeExpiryOf', {
                party: partyWord(link.party),
                date: date(link.created_at),
              })}
              onClick={(event) => onChangeExpiry(link, event.currentTarget)}
            >
              <CalendarClock aria-hidden="true" className="size-4" />
              {t('links.panel.changeExpiry')}
            </Button>
          </div>
        )}
      </TableCell>
    </TableRow>
  ));
}
