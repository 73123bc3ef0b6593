import { type FormEvent, useState } from 'react';

import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

import { usePeriodTexts } from '../../hooks/use-period-texts';
import { useShipmentsTranslation } from '../../use-shipments-translation';
import type { TrackingLink } from '../api/tracking-link-schema';
import { useSetLinkExpiryMutation } from '../api/use-set-link-expiry-mutation';
import { dayOf, endOfDay } from '../expiry-date';

/**
 * The last day a link works, or empty for the default (the owner's days after delivery). What
 * was typed stays when the save fails (the toast says why).
 */
export function LinkExpiryForm({
  trackingNumber,
  link,
  onCancel,
  onSaved,
}: {
  trackingNumber: string;
  link: TrackingLink;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useShipmentsTranslation();
  const { linkPeriod } = usePeriodTexts();
  const setExpiry = useSetLinkExpiryMutation(trackingNumber);
  const [day, setDay] = useState(() =>
    link.expiry_set && link.expires_at ? dayOf(link.expires_at) : '',
  );
  const [error, setError] = useState<string | undefined>();
  const today = dayOf(new Date());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled out of the shipment form in the page, not in React: its submit
    // would bubble on to the shipment's Save.
    event.stopPropagation();
    let expiresAt: string | null = null;
    if (day !== '') {
      const end = endOfDay(day);
      if (!end) return setError(t('links.expiryDialog.invalid'));
      if (day < today) return setError(t('links.expiryDialog.past'));
      expiresAt = end.toISOString();
    }
    setError(undefined);
    setExpiry.mutate({ linkId: link.id, expiresAt }, { onSuccess: onSaved });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <Field
        label={t('links.expiryDialog.date')}
        hint={t('links.expiryDialog.hint', { period: linkPeriod })}
        error={error}
      >
        <Input
          type="date"
          value={day}
          min={today}
          onChange={(event) => setDay(event.target.value)}
        />
      </Field>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={setExpiry.isPending}>
          {t('links.expiryDialog.cancel')}
        </Button>
        <Button type="submit" disabled={setExpiry.isPending}>
          {setExpiry.isPending ? t('links.expiryDialog.saving') : t('links.expiryDialog.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
