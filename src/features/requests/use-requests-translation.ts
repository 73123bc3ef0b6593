import { useTranslation } from 'react-i18next';

import { ADMIN_LANGUAGE } from '@/lib/i18n/languages';

/**
 * The transport request screens' texts (locales/ro/requests.json), Romanian like the rest of
 * the staff area, loaded with the screens (staff-routes.ts).
 */
export function useRequestsTranslation() {
  return useTranslation(['requests', 'admin'], { lng: ADMIN_LANGUAGE });
}
