import type { TFunction } from 'i18next';

import type { Language } from '#common/languages';
import { FORMAT_LOCALES } from '#common/languages';

import type { SubmitRefusal } from '../api/submit-refusal';

/** "in 5 minutes", "in 2 hours": when a limit lets the visitor send again, their way. */
function retryWhen(seconds: number, lang: Language): string {
  const format = new Intl.RelativeTimeFormat(FORMAT_LOCALES[lang], { numeric: 'always' });
  if (seconds < 60) return format.format(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 5400) return format.format(Math.ceil(seconds / 60), 'minute');
  return format.format(Math.ceil(seconds / 3600), 'hour');
}

/** The message a refused send shows above the button, in the reader's language. */
export function refusalMessage(
  refusal: SubmitRefusal,
  t: TFunction<'request'>,
  lang: Language,
): string {
  switch (refusal.kind) {
    case 'tooFast':
      return t('refusal.tooFast');
    case 'token':
      return t('refusal.tokenRenewed');
    case 'invalid':
      return t('refusal.invalid');
    case 'clientLimit':
    case 'addressLimit':
    case 'busy':
      return t(`refusal.${refusal.kind}`, { when: retryWhen(refusal.retryAfterSeconds, lang) });
    case 'down':
      return t('refusal.down');
  }
}
