import type { CmrCopy } from '@/lib/papers/paper-data';

import { useShipmentsTranslation } from '../../use-shipments-translation';

const CHOICES = ['all', 1, 2, 3, 4] as const satisfies readonly ('all' | CmrCopy)[];

const LABEL_KEYS = {
  all: 'papers.cmr.copies.all',
  1: 'papers.cmr.copies.1',
  2: 'papers.cmr.copies.2',
  3: 'papers.cmr.copies.3',
  4: 'papers.cmr.copies.4',
} as const;

/** All four copies in one file (sender, consignee, carrier, extra), or one of them. */
export function CmrCopiesField({
  value,
  onChange,
}: {
  value: 'all' | CmrCopy;
  onChange: (value: 'all' | CmrCopy) => void;
}) {
  const { t } = useShipmentsTranslation();
  return (
    <fieldset className="grid gap-1">
      <legend className="font-semibold text-slate-900">{t('papers.cmr.copies.legend')}</legend>
      {CHOICES.map((choice) => (
        <label key={choice} className="flex min-h-11 items-center gap-2 text-slate-800">
          <input
            type="radio"
            name="cmr-copies"
            className="size-5"
            checked={value === choice}
            onChange={() => onChange(choice)}
          />
          {t(LABEL_KEYS[choice])}
        </label>
      ))}
    </fieldset>
  );
}
