import { Copy } from 'lucide-react';
import { useEffect, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast-store';
import { LANGUAGE_NAME_KEYS } from '@/lib/i18n/language-name-keys';
import { isLanguage, type Language, LANGUAGES } from '#common/languages';

import { publicTrackingUrl } from '../../public-tracking-url';
import { useShipmentsTranslation } from '../../use-shipments-translation';
import type { Party } from '../api/tracking-link-schema';
import { QrCode } from './qr-code';

/**
 * A new link, the one time its key is known: the address in the customer's language, to copy,
 * and as a QR code to download or print. The focus lands on the address.
 */
export function CreatedLinkView({
  trackingNumber,
  party,
  linkKey,
  lang,
  onLanguageChange,
}: {
  trackingNumber: string;
  party: Party;
  linkKey: string;
  lang: Language;
  onLanguageChange: (lang: Language) => void;
}) {
  const { t } = useShipmentsTranslation();
  const url = publicTrackingUrl(trackingNumber, lang, linkKey);
  const address = useRef<HTMLInputElement>(null);
  useEffect(() => address.current?.focus(), []);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({
        title: t('links.created.copiedTitle'),
        description: t('links.created.copied'),
      });
    } catch (error) {
      console.error(error);
      toast({
        variant: 'destructive',
        title: t('links.errors.title'),
        description: t('links.created.copyFailed'),
      });
    }
  };

  return (
    <div className="grid gap-6 md:grid-cols-[1fr_auto]">
      <div className="grid content-start gap-4">
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {t('links.created.onlyNow')}
        </p>
        <Field label={t('links.created.language')} hint={t('links.created.languageHint')}>
          <Select
            options={LANGUAGES.map((value) => ({
              value,
              label: t(`admin:${LANGUAGE_NAME_KEYS[value]}`),
            }))}
            value={lang}
            onValueChange={(value) => {
              if (!isLanguage(value)) return;
              onLanguageChange(value);
              // The link copied on creation was in the first language: the clipboard follows.
              void copy(publicTrackingUrl(trackingNumber, value, linkKey));
            }}
          />
        </Field>
        <Field label={t('links.created.url')}>
          <Input
            ref={address}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-sm"
          />
        </Field>
        <div>
          <Button onClick={() => void copy(url)}>
            <Copy aria-hidden="true" className="size-4" />
            {t('links.created.copy')}
          </Button>
        </div>
      </div>
      <QrCode url={url} trackingNumber={trackingNumber} party={party} />
    </div>
  );
}
