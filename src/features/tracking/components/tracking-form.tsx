import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useSiteTranslation } from '@/lib/i18n/use-site-language';

/**
 * The lookup form. Leading and trailing spaces are trimmed; an empty number is answered
 * inline and sends nothing (SPEC §5). Before the page is interactive it still works: the
 * browser submits it as ?id=, the deep link the page answers.
 */
export function TrackingForm({
  initialValue,
  searching,
  onSubmit,
}: {
  initialValue: string;
  searching: boolean;
  onSubmit: (trackingNumber: string) => void;
}) {
  const { t } = useSiteTranslation('tracking');
  const inputId = useId();
  const errorId = useId();
  const [empty, setEmpty] = useState(false);

  // Uncontrolled: what a visitor types before the page is hydrated is kept, not reset.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const raw = new FormData(event.currentTarget).get('id');
    const trackingNumber = typeof raw === 'string' ? raw.trim() : '';
    setEmpty(trackingNumber === '');
    if (trackingNumber !== '') onSubmit(trackingNumber);
  };

  return (
    <form onSubmit={submit} noValidate className="print:hidden" role="search">
      <Label htmlFor={inputId}>{t('form.label')}</Label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <Input
          id={inputId}
          name="id"
          type="text"
          inputMode="text"
          autoComplete="off"
          spellCheck={false}
          defaultValue={initialValue}
          onChange={() => {
            if (empty) setEmpty(false);
          }}
          placeholder={t('form.placeholder')}
          aria-invalid={empty || undefined}
          aria-describedby={empty ? errorId : undefined}
          size="lg"
          className="flex-1"
        />
        <Button type="submit" size="lg" disabled={searching}>
          <Search aria-hidden="true" className="size-5" />
          {searching ? t('form.searching') : t('form.submit')}
        </Button>
      </div>
      {empty && (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {t('errorNoId')}
        </p>
      )}
    </form>
  );
}
