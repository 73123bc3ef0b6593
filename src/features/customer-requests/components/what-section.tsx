import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';
import { numberExample } from '@/lib/loads/parse-number';
import type { LoadMeasures } from '#common/loads/oversize';
import { REQUEST_RULES } from '#common/requests/request-rules';

import { FormSection } from './form-section';
import { KindQuestions } from './kind-questions';
import { OversizeHint } from './oversize-hint';
import { SelectField } from './select-field';
import { TextField } from './text-field';

const MEASURES = [
  ['length_m', 'fields.length'],
  ['width_m', 'fields.width'],
  ['height_m', 'fields.height'],
] as const;

export function WhatSection({ kind, load }: { kind: string; load: LoadMeasures }) {
  const { t } = useSiteTranslation('request');
  const lang = useSiteLanguage();
  const kinds = REQUEST_RULES.kinds.map((value) => ({ value, label: t(`kinds.${value}`) }));
  return (
    <FormSection title={t('sections.what')}>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          name="kind"
          label={t('fields.kind')}
          options={kinds}
          placeholder={t('choose')}
          required
        />
        <TextField name="goods" label={t('fields.goods')} hint={t('fields.goodsHint')} required />
      </div>
      <KindQuestions kind={kind} />
      <TextField
        name="quantity"
        label={t('fields.quantity')}
        inputMode="numeric"
        className="max-w-40"
      />
      <fieldset className="grid gap-3">
        <legend className="font-semibold text-blue-950">{t('fields.dimensions')}</legend>
        <p id="request-dimensions-hint" className="text-sm text-slate-600">
          {t('fields.dimensionsHint', { example: numberExample(lang) })}
        </p>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {MEASURES.map(([name, label]) => (
            <TextField key={name} name={name} label={t(label)} inputMode="decimal" />
          ))}
          <TextField name="weight_kg" label={t('fields.weight')} inputMode="numeric" />
        </div>
        <OversizeHint load={load} />
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="value_eur" label={t('fields.value')} inputMode="numeric" />
        <TextField name="listing_url" label={t('fields.listingUrl')} type="url" inputMode="url" />
      </div>
    </FormSection>
  );
}
