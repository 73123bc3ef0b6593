import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';

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
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {t('form.label')}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
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
          className="min-h-12 flex-1 rounded-lg border border-slate-300 bg-white px-4 text-lg text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-blue-800 focus:ring-2 focus:ring-blue-800/30 focus:outline-none aria-invalid:border-red-700"
        />
        <button
          type="submit"
          disabled={searching}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-blue-900 px-6 font-semibold text-white shadow-sm hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-800 disabled:cursor-wait disabled:opacity-70"
        >
          <Search aria-hidden="true" className="size-5" />
          {searching ? t('form.searching') : t('form.submit')}
        </button>
      </div>
      {empty && (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {t('errorNoId')}
        </p>
      )}
    </form>
  );
}
