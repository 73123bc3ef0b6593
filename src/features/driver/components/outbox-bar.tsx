import { type ReportKind, useOutbox } from '../offline';
import { sendErrorKey } from '../send-error';
import { useDriverTranslation } from '../use-driver-translation';

const KINDS = {
  collection: 'today.collection',
  position: 'shipment.position',
  delivery: 'today.delivery',
} as const satisfies Record<ReportKind, string>;

/**
 * What is still on the phone: "3 în așteptare" until the server has accepted every report,
 * then "Toate trimise", with why the sender waits and each report the server refused (it stays
 * on the phone until the driver or the office acts), in Romanian. A live region: it changes
 * while the driver works.
 */
export function OutboxBar() {
  const { t } = useDriverTranslation();
  const { waiting, sending, lastError, items } = useOutbox();
  const refused = items.filter((item) => item.refusal !== null);
  let state = t('outbox.allSent');
  if (waiting > 0) state = t('outbox.waiting', { count: waiting });
  return (
    <section
      aria-label={t('outbox.label')}
      className={`px-4 py-2 text-sm ${waiting > 0 ? 'bg-amber-100 text-amber-950' : 'bg-emerald-50 text-emerald-900'}`}
    >
      <p role="status" aria-live="polite" data-testid="outbox-state">
        {state}
        {sending && waiting > 0 && ` · ${t('outbox.sending')}`}
      </p>
      {lastError && waiting > 0 && (
        <p className="mt-1 text-red-800">
          {t('outbox.lastError', {
            message: t(sendErrorKey(lastError.code), { detail: lastError.message }),
          })}
        </p>
      )}
      {refused.length > 0 && (
        <ul className="mt-1 grid gap-1 text-red-800">
          {refused.map((item) => (
            <li key={item.key}>
              {t(KINDS[item.kind])} {item.trackingNumber}:{' '}
              {item.refusal && t(sendErrorKey(item.refusal.code), { detail: item.refusal.message })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
