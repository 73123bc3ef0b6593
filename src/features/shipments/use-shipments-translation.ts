import { useTranslation } from 'react-i18next';

import { ADMIN_LANGUAGE } from '#common/languages';

/**
 * The shipment screens' texts (locales/ro/shipments.json), Romanian like the rest of the staff
 * area (DECISIONS 9), with the area's shared ones as `admin:…`. A namespace of its own, loaded
 * with the shipments screen: the sign-in page does not fetch them (bench "page weight").
 */
export function useShipmentsTranslation() {
  return useTranslation(['shipments', 'admin'], { lng: ADMIN_LANGUAGE });
}
