import { Link } from 'react-router-dom';

import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';
import { pathFor } from '@/lib/routes/route-manifest';

import { FormSection } from './form-section';
import { useRequestField } from './request-form-context';

export function EscrowSection() {
  const { t } = useSiteTranslation('request');
  const lang = useSiteLanguage();
  const field = useRequestField('escrow');
  return (
    <FormSection title={t('sections.escrow')}>
      <label className="flex min-h-11 cursor-pointer items-start gap-3">
        <input
          id={field.id}
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-blue-800"
          {...field.binding}
        />
        <span>{t('fields.escrow')}</span>
      </label>
      <p>
        <Link
          to={pathFor('services', lang)}
          className="font-semibold text-blue-900 underline underline-offset-4"
        >
          {t('fields.escrowLink')}
        </Link>
      </p>
    </FormSection>
  );
}
