import { Download, Printer } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { downloadFile } from '@/lib/download-file';

import { useShipmentsTranslation } from '../../use-shipments-translation';
import type { Party } from '../api/tracking-link-schema';
import { PARTY_WORD_KEYS } from '../party-keys';
import { printLinkSheet } from '../print-link-sheet';
import { useQrSvg } from './use-qr-svg';

/** Screen pixels per module: whole pixels keep every module sharp for a phone's camera. */
const SCREEN_MODULE_PX = 4;

/** The link as a QR code to print on the papers, with its download and print. */
export function QrCode({
  url,
  trackingNumber,
  party,
}: {
  url: string;
  trackingNumber: string;
  party: Party;
}) {
  const { t } = useShipmentsTranslation();
  const partyWord = t(PARTY_WORD_KEYS[party]);
  const alt = t('links.created.qrAlt', { party: partyWord, id: trackingNumber });
  const qr = useQrSvg(url, alt);

  if (qr === 'loading') {
    return (
      <p role="status" className="text-center text-slate-600">
        {t('links.created.qrLoading')}
      </p>
    );
  }
  if (qr === 'failed') {
    return (
      <p role="alert" className="text-red-800">
        {t('links.created.qrFailed')}
      </p>
    );
  }

  const print = async () => {
    try {
      await printLinkSheet({ qrImage: qr.image, qrAlt: alt, url, trackingNumber });
    } catch (error) {
      console.error(error);
      toast({
        variant: 'destructive',
        title: t('links.errors.title'),
        description: t('links.created.printFailed'),
      });
    }
  };
  const side = qr.modules * SCREEN_MODULE_PX;
  return (
    <div className="grid content-start justify-items-center gap-3">
      <img
        src={qr.image}
        alt={alt}
        width={side}
        height={side}
        data-qr-code=""
        className="rounded-md border border-slate-200"
      />
      <div className="flex flex-wrap justify-center gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            downloadFile(
              t('links.created.fileName', { id: trackingNumber, party: partyWord }),
              qr.svg,
              'image/svg+xml',
            )
          }
        >
          <Download aria-hidden="true" className="size-4" />
          {t('links.created.download')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => void print()}>
          <Printer aria-hidden="true" className="size-4" />
          {t('links.created.print')}
        </Button>
      </div>
    </div>
  );
}
