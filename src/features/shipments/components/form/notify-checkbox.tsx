import { useEffect, useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';

import { isUsableEmail } from '../../form/email-address';
import type { ShipmentFormValues } from '../../form/shipment-form-schema';
import { useShipmentsTranslation } from '../../use-shipments-translation';

/**
 * "Trimite actualizări de status pe e-mail" for one party: only with a valid address to write
 * to (the database refuses it otherwise, shipments_notify…_needs_email). Clearing the address
 * clears it too, so the form never holds a choice that cannot be saved.
 */
export function NotifyCheckbox({
  name,
  email,
}: {
  name: 'notifyshipper' | 'notifyrecipient';
  email: 'shipperemail' | 'recipientemail';
}) {
  const { t } = useShipmentsTranslation();
  const id = useId();
  const { control, setValue } = useFormContext<ShipmentFormValues>();
  const checked = useWatch({ control, name });
  const address = useWatch({ control, name: email });
  const usable = isUsableEmail(address);
  const cleared = address.trim() === '';
  useEffect(() => {
    if (cleared && checked) setValue(name, false, { shouldDirty: true });
  }, [cleared, checked, name, setValue]);

  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-2">
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <input
              id={id}
              type="checkbox"
              ref={field.ref}
              name={field.name}
              checked={field.value}
              disabled={!usable}
              aria-describedby={`${id}-hint`}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              className="size-5 shrink-0 accent-blue-800 disabled:opacity-50"
            />
          )}
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          {t('form.notify.label')}
        </label>
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {usable ? t('form.notify.hint') : t('form.notify.needsEmail')}
      </p>
    </div>
  );
}
