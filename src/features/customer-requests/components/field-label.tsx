import { useSiteTranslation } from '@/lib/i18n/use-site-language';

/** A control's label, with * when required and "(optional)" when not. */
export function FieldLabel({
  htmlFor,
  text,
  required = false,
}: {
  htmlFor: string;
  text: string;
  required?: boolean;
}) {
  const { t } = useSiteTranslation('request');
  return (
    // A plain <label>: ui/label is shared with the tracking page, and a shared file costs it bytes.
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
      {text}
      {required ? (
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      ) : (
        <span className="font-normal text-slate-600"> ({t('optional')})</span>
      )}
    </label>
  );
}
