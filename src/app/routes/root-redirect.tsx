import { useLocation } from 'react-router-dom';

import { DetectedLanguageRedirect } from './detected-language-redirect';

/** `/` → `/{lang}`: stored choice, then browser languages, then German (DECISIONS 5). */
export function RootRedirect() {
  const { search } = useLocation();
  return <DetectedLanguageRedirect target={(lang) => `/${lang}${search}`} />;
}
