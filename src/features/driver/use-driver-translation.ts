import { useTranslation } from 'react-i18next';

import { ADMIN_LANGUAGE } from '#common/languages';

/** The drivers' app's texts: Romanian, like the staff area. */
export function useDriverTranslation() {
  return useTranslation('driver', { lng: ADMIN_LANGUAGE });
}
