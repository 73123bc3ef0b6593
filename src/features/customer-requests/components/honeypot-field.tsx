import { useRequestField } from './request-form-context';

/**
 * The honeypot (issue #36): a field people never see or hear. Off-screen rather than
 * display:none (which bots skip), hidden from screen readers, out of the tab order, no
 * autofill. A bot that fills it is answered like anyone else and its request kept as spam.
 */
export function HoneypotField({ label }: { label: string }) {
  const field = useRequestField('website');
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={field.id}>{label}</label>
      <input id={field.id} type="text" tabIndex={-1} autoComplete="off" {...field.binding} />
    </div>
  );
}
