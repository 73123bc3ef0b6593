import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';

import type { Language } from '@/lib/i18n/languages';

/**
 * Redirects to a URL that depends on the visitor's language (`/` and unsupported prefixes).
 * The detector is loaded only here, keeping it off every other page's first paint.
 */
export function DetectedLanguageRedirect({ target }: { target: (lang: Language) => string }) {
  const [lang, setLang] = useState<Language | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('@/lib/i18n/detect-language').then(({ detectLanguage }) => {
      if (!cancelled) setLang(detectLanguage());
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return lang ? <Navigate to={target(lang)} replace /> : null;
}
