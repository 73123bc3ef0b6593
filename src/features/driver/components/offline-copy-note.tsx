import { formatMoment } from '../format-window';
import { useDriverTranslation } from '../use-driver-translation';

/** Said when what is shown is the copy kept on the phone, not the server's answer. */
export function OfflineCopyNote({ since }: { since: string | null }) {
  const { t } = useDriverTranslation();
  if (since === null) return null;
  return (
    <p role="status" className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {t('today.savedCopy', { time: formatMoment(since) })}
    </p>
  );
}
