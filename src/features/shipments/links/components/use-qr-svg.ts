import { useEffect, useMemo, useState } from 'react';

import type { QrSvg, qrSvg } from '../qr-svg';

type Encoder = typeof qrSvg;

/**
 * The QR code of `text`, or where it stands: the encoder (lean-qr) is its own chunk, loaded the
 * first time a link dialog shows a key, so no other staff screen carries it.
 */
export function useQrSvg(text: string, title: string): QrSvg | 'loading' | 'failed' {
  const [encoder, setEncoder] = useState<Encoder | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let mounted = true;
    import('../qr-svg').then(
      (module) => {
        if (mounted) setEncoder(() => module.qrSvg);
      },
      (error: unknown) => {
        console.error(error);
        if (mounted) setEncoder('failed');
      },
    );
    return () => {
      mounted = false;
    };
  }, []);
  return useMemo(
    () => (typeof encoder === 'function' ? encoder(text, title) : encoder),
    [encoder, text, title],
  );
}
