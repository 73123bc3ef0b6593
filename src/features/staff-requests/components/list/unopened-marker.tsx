import { useRequestsTranslation } from '../../use-requests-translation';

/** A dot and the word "Nedeschisă" for screen readers (the dot's title for the pointer). */
export function UnopenedMarker() {
  const { t } = useRequestsTranslation();
  return (
    <span data-unopened="" className="inline-flex items-center gap-1">
      <span
        aria-hidden="true"
        title={t('list.unopened')}
        className="size-2.5 shrink-0 rounded-full bg-blue-700"
      />
      <span className="sr-only">{t('list.unopened')}</span>
    </span>
  );
}
