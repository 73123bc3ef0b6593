import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { LANGUAGE_NAME_KEYS } from '@/lib/i18n/language-name-keys';
import type { PaperLanguage } from '@/lib/papers/paper-data';
import { LANGUAGES } from '#common/languages';

import { useShipmentsTranslation } from '../../use-shipments-translation';

const NONE = 'none';
const PAPER_LANGUAGES: readonly PaperLanguage[] = [...LANGUAGES, 'ro'];
const isPaperLanguage = (value: string): value is PaperLanguage =>
  PAPER_LANGUAGES.includes(value as PaperLanguage);

const POSITION_KEYS = [
  'papers.cmr.language1',
  'papers.cmr.language2',
  'papers.cmr.language3',
] as const;

/**
 * The labels' languages in order, three at most (a box holds three lines of labels): the first
 * always set, the others may be none. Romanian is among them for a Romanian party.
 */
export function LabelLanguageFields({
  value,
  onChange,
}: {
  value: readonly (PaperLanguage | null)[];
  onChange: (value: (PaperLanguage | null)[]) => void;
}) {
  const { t } = useShipmentsTranslation();
  const languages = PAPER_LANGUAGES.map((lang) => ({
    value: lang,
    label: lang === 'ro' ? t('papers.cmr.romanian') : t(`admin:${LANGUAGE_NAME_KEYS[lang]}`),
  }));
  return (
    <fieldset className="grid gap-3">
      <legend className="font-semibold text-slate-900">{t('papers.cmr.languages')}</legend>
      <p className="text-sm text-slate-600">{t('papers.cmr.languagesHint')}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        {POSITION_KEYS.map((key, index) => (
          <Field key={key} label={t(key)}>
            <Select
              value={value[index] ?? NONE}
              options={
                index === 0
                  ? languages
                  : [{ value: NONE, label: t('papers.cmr.noLanguage') }, ...languages]
              }
              onValueChange={(chosen) =>
                onChange(
                  POSITION_KEYS.map((_, position) =>
                    position === index
                      ? isPaperLanguage(chosen)
                        ? chosen
                        : null
                      : (value[position] ?? null),
                  ),
                )
              }
            />
          </Field>
        ))}
      </div>
    </fieldset>
  );
}
