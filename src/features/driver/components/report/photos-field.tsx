import { X } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';

import { Button } from '@/components/ui/button';

import { type PhotoRefusal, type ProcessedPhoto, processPhoto } from '../../offline';
import { useDriverTranslation } from '../../use-driver-translation';

/** As many as a report holds (ON-THE-ROAD.md: photos ≤ 20). */
const MAX_PHOTOS = 20;

const REASONS = {
  unsupported: 'report.photos.reasons.unsupported',
  empty: 'report.photos.reasons.empty',
  too_large: 'report.photos.reasons.too_large',
  unreadable: 'report.photos.reasons.unreadable',
} as const satisfies Record<PhotoRefusal, string>;

function Thumbnail({
  photo,
  index,
  onRemove,
}: {
  photo: ProcessedPhoto;
  index: number;
  onRemove: () => void;
}) {
  const { t } = useDriverTranslation();
  const url = useMemo(() => URL.createObjectURL(photo.blob), [photo.blob]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <li className="relative">
      <img
        src={url}
        alt={t('report.photos.alt', { index })}
        className="aspect-square w-full rounded-lg object-cover"
      />
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="absolute top-1 right-1 size-11 bg-white/90"
        aria-label={t('report.photos.remove', { index })}
        onClick={onRemove}
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}

/**
 * Photos from the camera (the browser's own picker), each made phone-sized by the outbox's
 * processPhoto. A file it refuses is named with the reason in Romanian; the rest stays.
 */
export function PhotosField({
  photos,
  onChange,
}: {
  photos: ProcessedPhoto[];
  onChange: (photos: ProcessedPhoto[]) => void;
}) {
  const { t } = useDriverTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [refusals, setRefusals] = useState<string[]>([]);

  const add = async (files: File[]) => {
    setBusy(true);
    const refused: string[] = [];
    const added: ProcessedPhoto[] = [];
    for (const file of files) {
      if (photos.length + added.length >= MAX_PHOTOS) {
        refused.push(t('report.photos.tooMany', { max: MAX_PHOTOS }));
        break;
      }
      const result = await processPhoto(file);
      if (result.ok) added.push(result.photo);
      else {
        refused.push(
          t('report.photos.refused', { name: file.name, reason: t(REASONS[result.reason]) }),
        );
      }
    }
    setRefusals(refused);
    setBusy(false);
    onChange([...photos, ...added]);
  };

  return (
    <fieldset className="grid gap-2">
      <legend className="font-semibold text-slate-900">{t('report.photos.legend')}</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        {t('report.photos.hint')}
      </p>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t('report.photos.add')}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        aria-describedby={`${id}-hint`}
        className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-blue-900 file:px-4 file:font-semibold file:text-white"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // The same file may be picked again after it was removed.
          event.target.value = '';
          void add(files);
        }}
      />
      <p role="status" className="text-sm text-slate-800">
        {busy ? t('report.photos.processing') : t('report.photos.count', { count: photos.length })}
      </p>
      {refusals.length > 0 && (
        <ul
          role="alert"
          className="grid gap-1 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800"
        >
          {refusals.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-2">
          {photos.map((photo, index) => (
            <Thumbnail
              key={`${index}-${photo.originalBytes}`}
              photo={photo}
              index={index + 1}
              onRemove={() => onChange(photos.filter((p) => p !== photo))}
            />
          ))}
        </ul>
      )}
    </fieldset>
  );
}
