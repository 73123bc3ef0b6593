import { useTranslation } from 'react-i18next';

import { ADMIN_LANGUAGE } from '#common/languages';

/**
 * The transport request screens' texts (common/locales/ro/requests.json, whose `request` words
 * the staff e-mails read too), Romanian like the rest of the staff area, loaded with the
 * screens (staff-routes.ts).
 */
export function useRequestsTranslation() {
  return useTranslation(['requests', 'admin'], { lng: ADMIN_LANGUAGE });
}
