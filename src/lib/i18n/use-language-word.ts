import { isLanguage } from '#common/languages';

import { LANGUAGE_NAME_KEYS } from './language-name-keys';
import { useAdminTranslation } from './use-admin-translation';

/**
 * A public language's name as a Romanian sentence or a value writes it: lower case ("în
 * germană", "Limba: poloneză"); a code the site does not know, as stored.
 */
export function useLanguageWord(): (code: string) => string {
  const { t } = useAdminTranslation();
  return (code) =>
    isLanguage(code) ? t(LANGUAGE_NAME_KEYS[code]).toLocaleLowerCase('ro-RO') : code;
}
