import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { useSiteTranslation } from '@/lib/i18n/use-site-language';

import { RESULT_ACTION_CLASS } from '../result-card';
import { EvidenceImage } from './evidence-image';

/**
 * A report's photos as thumbnails; one pressed opens large below them (no modal: nothing to
 * trap, the page stays readable around it), and closing returns the focus to its thumbnail.
 */
export function PhotoGallery({
  paths,
  urls,
  onFileError,
}: {
  paths: string[];
  urls: ReadonlyMap<string, string> | undefined;
  onFileError: () => void;
}) {
  const { t } = useSiteTranslation('proof');
  const [open, setOpen] = useState<number | null>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const closeButton = useRef<HTMLButtonElement>(null);
  // The large photo is new content below the thumbnails: the focus goes to its close button.
  useEffect(() => {
    if (open !== null) closeButton.current?.focus();
  }, [open]);
  const count = paths.length;
  const alt = (index: number) => t('photoAlt', { number: index + 1, count });
  const openPath = open === null ? undefined : paths[open];
  const close = () => {
    thumbnails.current[open ?? 0]?.focus();
    setOpen(null);
  };
  return (
    <section className="mt-4">
      <h5 className="text-sm text-slate-600">{t('photos')}</h5>
      <ul className="mt-2 flex flex-wrap gap-2">
        {paths.map((path, index) => (
          <li key={path}>
            <button
              type="button"
              ref={(node) => {
                thumbnails.current[index] = node;
              }}
              aria-label={t('photoOpen', { number: index + 1, count })}
              aria-pressed={open === index}
              disabled={!urls?.get(path)}
              onClick={() => setOpen(index)}
              className="block overflow-hidden rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-blue-800"
            >
              <EvidenceImage
                url={urls?.get(path)}
                loaded={urls !== undefined}
                alt=""
                onError={onFileError}
                className="size-24 object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && openPath && (
        <figure className="mt-3">
          <EvidenceImage
            url={urls?.get(openPath)}
            loaded={urls !== undefined}
            alt={alt(open)}
            onError={onFileError}
            className="max-h-[80vh] w-auto max-w-full rounded-lg border border-slate-200"
          />
          <figcaption className="mt-2 flex items-center justify-between gap-3 text-sm text-slate-700">
            {alt(open)}
            <button type="button" className={RESULT_ACTION_CLASS} ref={closeButton} onClick={close}>
              <X aria-hidden="true" className="size-4" />
              {t('close')}
            </button>
          </figcaption>
        </figure>
      )}
    </section>
  );
}
