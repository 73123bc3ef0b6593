import { useEffect, useId, useRef } from 'react';
import type SignaturePad from 'signature_pad';

import { Button } from '@/components/ui/button';

import { useDriverTranslation } from '../../use-driver-translation';

/**
 * The signer's signature drawn on the screen (signature_pad: smooth strokes from touch, pen
 * and mouse, loaded with this screen only), kept as a PNG. Where it cannot be drawn (keyboard,
 * screen reader) the typed name is accepted in its place.
 */
export function SignatureField({
  onChange,
  typed,
  onTypedChange,
  error,
}: {
  onChange: (signature: Blob | null) => void;
  typed: boolean;
  onTypedChange: (typed: boolean) => void;
  error: string | undefined;
}) {
  const { t } = useDriverTranslation();
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });

  useEffect(() => {
    let live = true;
    void import('signature_pad').then(({ default: Pad }) => {
      const element = canvas.current;
      if (!live || !element) return;
      // Drawn at the screen's pixel density, so the strokes are sharp.
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      element.width = element.offsetWidth * ratio;
      element.height = element.offsetHeight * ratio;
      element.getContext('2d')?.scale(ratio, ratio);
      const instance = new Pad(element, { penColor: '#0f172a' });
      instance.addEventListener('endStroke', () => {
        element.toBlob((blob) => changed.current(blob), 'image/png');
      });
      pad.current = instance;
    });
    return () => {
      live = false;
      pad.current?.off();
      pad.current = null;
    };
  }, []);

  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-semibold text-slate-900">{t('report.signature.label')}</legend>
      <canvas
        ref={canvas}
        role="img"
        aria-label={t('report.signature.padLabel')}
        className="h-44 w-full touch-none rounded-lg border-2 border-dashed border-slate-400 bg-white"
      />
      <Button
        type="button"
        variant="outline"
        className="w-fit"
        onClick={() => {
          pad.current?.clear();
          onChange(null);
        }}
      >
        {t('report.signature.clear')}
      </Button>
      <p className="text-sm text-slate-700">{t('report.signature.typedInstead')}</p>
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          className="size-5"
          checked={typed}
          onChange={(event) => onTypedChange(event.target.checked)}
        />
        {t('report.signature.useTyped')}
      </label>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
