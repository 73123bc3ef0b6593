import { useId } from 'react';

import { useShipmentsTranslation } from '../../use-shipments-translation';

/** Whether the recipient may get a new link for the QR code, as far as the links say. */
export type ConsigneeLinkState = 'checking' | 'none' | 'active' | 'unknown';

/**
 * The consignee's QR code: a link's key can be printed only when the link is made (keys are
 * stored hashed), so the note offers to make one when the recipient has none, and says why
 * there is no code when they have one (replacing it would end the link they hold).
 */
export function ConsigneeLinkField({
  state,
  checked,
  onChange,
}: {
  state: ConsigneeLinkState;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useShipmentsTranslation();
  const hintId = useId();
  if (state !== 'none') {
    return (
      <p role={state === 'checking' ? 'status' : undefined} className="text-sm text-slate-700">
        {t(`papers.cmr.qr.${state}`)}
      </p>
    );
  }
  return (
    <div className="grid gap-1">
      <label className="flex min-h-11 items-center gap-2 text-slate-800">
        <input
          type="checkbox"
          className="size-5"
          aria-describedby={hintId}
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        {t('papers.cmr.qr.make')}
      </label>
      <p id={hintId} className="text-sm text-slate-600">
        {t('papers.cmr.qr.hint')}
      </p>
    </div>
  );
}
