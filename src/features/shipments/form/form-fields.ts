import { FIELD_LABELS, type ShipmentField } from '../field-labels';
import type { ShipmentFormField } from './shipment-form-schema';

/**
 * The form's fields in screen order. Both directions are checked when compiling: a form field
 * without a label fails the `satisfies`, a label without a form field fails the assignment.
 */
export const FORM_FIELDS: readonly ShipmentFormField[] = Object.keys(
  FIELD_LABELS satisfies Record<ShipmentFormField, string>,
) as ShipmentField[];
