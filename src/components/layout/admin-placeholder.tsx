import { useTranslation } from 'react-i18next';

import { ADMIN_LANGUAGE } from '#common/languages';

type AdminKey =
  | 'loginTitle'
  | 'shipmentsTitle'
  | 'infoTitle'
  | 'contentTitle'
  | 'placeholder'
  | 'contentUnderDevelopment';

/** A staff screen that is still to be built: its title and a Romanian note. */
export function AdminPlaceholder({
  titleKey,
  textKey = 'placeholder',
}: {
  titleKey: AdminKey;
  textKey?: AdminKey;
}) {
  const { t } = useTranslation('admin', { lng: ADMIN_LANGUAGE });
  return (
    <section lang={ADMIN_LANGUAGE} className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t(titleKey)}</h1>
      <p className="mt-4 text-slate-700">{t(textKey)}</p>
    </section>
  );
}
