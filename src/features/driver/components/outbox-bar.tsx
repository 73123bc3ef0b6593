import { useOutbox } from '../offline';
import { sendErrorKey } from '../send-error';
import { useDriverTranslation } from '../use-driver-translation';

/**
 * What is still on the phone: "3 în așteptare" until the server has accepted every report,
 * then "Toate trimise", with the last refusal in Romanian. A live region: it changes while
 * the driver works.
 */
export function OutboxBar() {
  const { t } = useDriverTranslation();
  const { waiting, sending, lastError } = useOutbox();
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
    </section>
  );
}
