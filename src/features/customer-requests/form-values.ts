/**
 * The form as the browser holds it: one flat field per input, every value a string (a
 * checkbox a boolean), as typed. `request-schema.ts` turns it into the request object.
 */
export const TEXT_FIELDS = [
  'name',
  'company',
  'email',
  'phone',
  'language',
  'kind',
  'goods',
  'quantity',
  'drivable',
  'running_gear',
  'with_attachments',
  'container_size',
  'container_loaded',
  'length_m',
  'width_m',
  'height_m',
  'weight_kg',
  'value_eur',
  'listing_url',
  'pickup_address',
  'pickup_postcode',
  'pickup_town',
  'pickup_country',
  'delivery_address',
  'delivery_postcode',
  'delivery_town',
  'delivery_country',
  'earliest_pickup',
  'latest_delivery',
  'pickup_loading',
  'delivery_loading',
  'message',
] as const;

type TextField = (typeof TEXT_FIELDS)[number];
export type FieldName = TextField | 'escrow' | 'website';

export type FormValues = Record<TextField, string> & { escrow: boolean; website: string };

/** The values of the form element as they are now (radio groups: the checked one, or ''). */
export function readFormValues(form: HTMLFormElement): FormValues {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values = Object.fromEntries(TEXT_FIELDS.map((name) => [name, text(name)])) as Record<
    TextField,
    string
  >;
  return { ...values, escrow: data.get('escrow') !== null, website: text('website') };
}

/** Puts saved values back into the form's controls (a draft after a reload). */
export function writeFormValues(form: HTMLFormElement, values: Partial<FormValues>): void {
  for (const name of TEXT_FIELDS) {
    const value = values[name];
    if (typeof value !== 'string') continue;
    const control = form.elements.namedItem(name);
    if (control instanceof RadioNodeList) {
      for (const radio of control) {
        if (radio instanceof HTMLInputElement) radio.checked = radio.value === value;
      }
    } else if (
      control instanceof HTMLInputElement ||
      control instanceof HTMLSelectElement ||
      control instanceof HTMLTextAreaElement
    ) {
      control.value = value;
    }
  }
  const escrow = form.elements.namedItem('escrow');
  if (escrow instanceof HTMLInputElement && typeof values.escrow === 'boolean') {
    escrow.checked = values.escrow;
  }
}

/** What react-hook-form read from the controls (a radio group with none checked: null) as FormValues. */
export function coerceFormValues(raw: Partial<Record<string, unknown>>): FormValues {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const values = Object.fromEntries(TEXT_FIELDS.map((name) => [name, text(raw[name])])) as Record<
    TextField,
    string
  >;
  return { ...values, escrow: raw.escrow === true, website: text(raw.website) };
}
