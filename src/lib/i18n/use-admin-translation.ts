import { useTranslation } from 'react-i18next';

import { ADMIN_LANGUAGE } from '#common/languages';

/** The staff area's texts: Romanian, whatever the visitor's public language (DECISIONS 9). */
export function useAdminTranslation() {
  return useTranslation('admin', { lng: ADMIN_LANGUAGE });
}
