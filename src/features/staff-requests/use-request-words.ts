import { formatCountry } from '@/lib/i18n/format';
import { useLanguageWord } from '@/lib/i18n/use-language-word';
import { ADMIN_LANGUAGE } from '#common/languages';
import { type LoadAnswers, loadAnswerTexts } from '#common/loads/load-answers';

import { useRequestsTranslation } from './use-requests-translation';

/** A word of `words` for a stored code; a code without one (a newer form's), as stored. */
function wordFor(words: Record<string, string>, code: string): string {
  return Object.hasOwn(words, code) ? (words[code] ?? code) : code;
}

/**
 * What a request stores as codes, in the staff's Romanian words: the kind, a loading method,
 * the kind's answers (common/locales/ro/requests.json `request`, which the staff notice e-mail reads
 * too), the customer's language and a country.
 */
export function useRequestWords() {
  const { t } = useRequestsTranslation();
  const languageWord = useLanguageWord();
  const kinds: Record<string, string> = t('request.kinds', { returnObjects: true });
  const loading: Record<string, string> = t('request.loading', { returnObjects: true });
  const details = t('request.details', { returnObjects: true });
  return {
    kind: (code: string) => wordFor(kinds, code),
    loading: (code: string) => wordFor(loading, code),
    answers: (load: LoadAnswers) => loadAnswerTexts(load, details),
    language: languageWord,
    country: (code: string) => formatCountry(code, ADMIN_LANGUAGE),
  };
}
