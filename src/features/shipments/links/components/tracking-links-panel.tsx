import { Link2, Unlink } from 'lucide-react';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import {
  Table,
  TableBody,
  TableCaption,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';

import { useReturnFocus } from '../../hooks/use-return-focus';
import { PARTIES, type TrackingLink } from '../api/tracking-link-schema';
import { useTrackingLinks } from '../api/use-tracking-links';
import { LinkError } from './link-error';
import { LinkExpiryDialog } from './link-expiry-dialog';
import { PartyLinkDialog, type PartyLinkTarget } from './party-link-dialog';
import { RevokeLinksDialog } from './revoke-links-dialog';
import { TrackingLinkRows } from './tracking-link-rows';
import { useLinkTexts } from './use-link-texts';

const PARTY_BUTTON_KEYS = {
  shipper: 'list.menu.shipperLink',
  recipient: 'list.menu.recipientLink',
} as const;

/**
 * "Linkuri de urmărire" of the edit dialog: every link of the shipment with its state and
 * dates, the two create actions, revoking them all, and each link's expiry.
 */
export function TrackingLinksPanel({ trackingNumber }: { trackingNumber: string }) {
  const { t } = useLinkTexts();
  const headingId = useId();
  const links = useTrackingLinks(trackingNumber);
  const { remember, restoreFocus } = useReturnFocus();
  const [partyLink, setPartyLink] = useState<PartyLinkTarget>(null);
  const [revoking, setRevoking] = useState(false);
  const [redating, setRedating] = useState<TrackingLink | null>(null);
  const anyValid = links.data?.some((link) => link.state !== 'revoked') ?? false;

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-slate-200 p-4"
      data-tracking-links=""
    >
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {t('links.panel.title')}
      </h3>
      <p className="text-sm text-slate-600">{t('links.panel.intro')}</p>
      <div className="flex flex-wrap gap-2">
        {PARTIES.map((party) => (
          <Button
            key={party}
            variant="outline"
            size="sm"
            onClick={(event) => {
              remember(event.currentTarget);
              setPartyLink({ trackingNumber, party });
            }}
          >
            <Link2 aria-hidden="true" className="size-4" />
            {t(PARTY_BUTTON_KEYS[party])}
          </Button>
        ))}
        <Button
          variant="outline"
          size="sm"
          disabled={!anyValid}
          onClick={(event) => {
            remember(event.currentTarget);
            setRevoking(true);
          }}
        >
          <Unlink aria-hidden="true" className="size-4" />
          {t('list.menu.revokeLinks')}
        </Button>
      </div>

      {links.isPending && (
        <p role="status" className="text-sm text-slate-600">
          {t('links.panel.loading')}
        </p>
      )}
      {links.isError && !links.data && (
        <LinkError
          message={t('links.panel.loadFailed')}
          onRetry={() => void links.refetch()}
          retrying={links.isFetching}
        />
      )}
      {links.data?.length === 0 && (
        <p className="text-sm text-slate-700">{t('links.panel.empty')}</p>
      )}
      {links.data && links.data.length > 0 && (
        <Table>
          <TableCaption>{t('links.panel.caption', { id: trackingNumber })}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>{t('links.panel.columns.party')}</TableHead>
              <TableHead>{t('links.panel.columns.state')}</TableHead>
              <TableHead>{t('links.panel.columns.created')}</TableHead>
              <TableHead>{t('links.panel.columns.lastUsed')}</TableHead>
              <TableHead>{t('links.panel.columns.expires')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            <TrackingLinkRows
              links={links.data}
              onChangeExpiry={(link, from) => {
                remember(from);
                setRedating(link);
              }}
            />
          </TableBody>
        </Table>
      )}

      <PartyLinkDialog
        target={partyLink}
        onClose={() => setPartyLink(null)}
        onCloseAutoFocus={restoreFocus}
      />
      <RevokeLinksDialog
        trackingNumber={revoking ? trackingNumber : null}
        onClose={() => setRevoking(false)}
        onCloseAutoFocus={restoreFocus}
      />
      <LinkExpiryDialog
        trackingNumber={trackingNumber}
        link={redating}
        onClose={() => setRedating(null)}
        onCloseAutoFocus={restoreFocus}
      />
    </section>
  );
}
