import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useLanguageWord } from '@/lib/i18n/use-language-word';
import { isLanguage } from '#common/languages';

import type { StaffRequestRow } from '../../api/request-rpc';
import { requestWriteFailure } from '../../api/request-write-failure';
import { useSendOfferMutation } from '../../api/use-send-offer-mutation';
import { NOTE_MAX, PRICE_MAX } from '../../offer/offer-limits';
import {
  addDays,
  type OfferFormInput,
  offerFormSchema,
  type OfferFormValues,
  todayUtc,
} from '../../offer/offer-schema';
import { useRequestsTranslation } from '../../use-requests-translation';
import { RequestConflict } from './request-conflict';

/** A default validity: two weeks, a common time for a transport offer to hold. */
const DEFAULT_VALIDITY_DAYS = 14;

/**
 * The customer's language, for the dialog's "scrie-le în germană", and a price as a writer of
 * that language puts it: the price and the note reach the customer exactly as typed.
 */
function useCustomerLanguage(request: StaffRequestRow) {
  const { t } = useRequestsTranslation();
  const languageWord = useLanguageWord();
  const { language } = request;
  return {
    language: languageWord(language),
    // The database takes only the site's languages; another would show no example at all.
    priceExample: isLanguage(language) ? t(`offer.priceExamples.${language}`) : null,
  };
}

/**
 * "Trimite ofertă": price (as the customer will read it, in their language), valid until, an
 * optional note. The
 * version the dialog opened on goes with the offer; a colleague's change meanwhile is shown as
 * a conflict, and nothing is sent.
 */
export function OfferDialog({
  request,
  open,
  onClose,
}: {
  request: StaffRequestRow;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useRequestsTranslation();
  const { language } = useCustomerLanguage(request);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {open && (
        <DialogContent closeLabel={t('admin:close')} size="md">
          <DialogTitle>{t('offer.title', { reference: request.reference })}</DialogTitle>
          <DialogDescription>
            {t('offer.description', { language })}
            {request.offer_count > 0 && ` ${t('offer.replaces')}`}
          </DialogDescription>
          <OfferForm request={request} onSent={onClose} onCancel={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function OfferForm({
  request,
  onSent,
  onCancel,
}: {
  request: StaffRequestRow;
  onSent: () => void;
  onCancel: () => void;
}) {
  const { t } = useRequestsTranslation();
  const { language, priceExample } = useCustomerLanguage(request);
  const [today] = useState(todayUtc);
  const [expected, setExpected] = useState(request.updated_at);
  const [conflict, setConflict] = useState(false);
  const send = useSendOfferMutation(request.reference);
  const form = useForm<OfferFormInput, unknown, OfferFormValues>({
    resolver: zodResolver(offerFormSchema(today, (key) => t(`offer.errors.${key}`))),
    defaultValues: {
      price: request.offer_price ?? '',
      validUntil: addDays(today, DEFAULT_VALIDITY_DAYS),
      note: request.offer_note ?? '',
    },
  });
  const submit = form.handleSubmit((values) => {
    send.mutate(
      {
        expectedUpdatedAt: expected,
        price: values.price,
        validUntil: values.validUntil,
        note: values.note.trim() ? values.note : null,
      },
      {
        onSuccess: onSent,
        onError: (error) => {
          const failure = requestWriteFailure(error);
          if (failure.kind === 'conflict') setConflict(true);
          if (failure.kind === 'refused') {
            form.setError(
              failure.field,
              { message: t(`offer.errors.${failure.reason}`) },
              { shouldFocus: true },
            );
          }
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      {conflict && (
        <RequestConflict
          saved={request.updated_at === expected ? undefined : request}
          onTakeSaved={(saved) => {
            setExpected(saved.updated_at);
            setConflict(false);
          }}
        />
      )}
      <FormField
        control={form.control}
        name="price"
        label={t('offer.price')}
        hint={
          priceExample === null
            ? t('offer.priceHintNoExample', { language })
            : t('offer.priceHint', { language, example: priceExample })
        }
        render={(field) => <Input {...field} maxLength={PRICE_MAX + 50} autoComplete="off" />}
      />
      <FormField
        control={form.control}
        name="validUntil"
        label={t('offer.validUntil')}
        render={(field) => <Input {...field} type="date" min={today} />}
      />
      <FormField
        control={form.control}
        name="note"
        label={t('offer.note', { language })}
        render={(field) => <Textarea {...field} rows={4} maxLength={NOTE_MAX + 100} />}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={send.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" disabled={send.isPending || conflict}>
          {send.isPending ? t('offer.submitting') : t('offer.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
