import { FIELD_LABELS } from '../../field-labels';
import type { ShipmentFormField } from '../../form/shipment-form-schema';
import { useShipmentsTranslation } from '../../use-shipments-translation';

/** A field's label; a required one gets the asterisk the dialog's description explains. */
export function FieldLabel({ name, required }: { name: ShipmentFormField; required?: boolean }) {
  const { t } = useShipmentsTranslation();
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
