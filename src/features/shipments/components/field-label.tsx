import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import { FIELD_LABELS } from '../form/field-labels';
import type { ShipmentFormField } from '../form/shipment-form-schema';

/** A field's label; a required one gets the asterisk the dialog's description explains. */
export function FieldLabel({ name, required }: { name: ShipmentFormField; required?: boolean }) {
  const { t } = useAdminTranslation();
  return (
    <>
      {t(FIELD_LABELS[name])}
      {required && (
        <span aria-hidden="true" className="text-red-700">
          {' *'}
        </span>
      )}
    </>
  );
}
