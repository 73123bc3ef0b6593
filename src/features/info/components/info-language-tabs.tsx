import { useSearchParams } from 'react-router-dom';

import { Badge } from '@/components/ui/badge';
import type { BadgeVariants } from '@/components/ui/badge-variants';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LANGUAGE_NAME_KEYS } from '@/lib/i18n/language-name-keys';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '#common/languages';

import type { InfoContent } from '../api/info-schemas';
import { type InfoStatus, infoStatus } from '../info-status';
import { InfoEditorForm } from './info-editor-form';
import { MissingInfoRow } from './missing-info-row';
import type { MissingInfoDefaults } from './use-missing-info-defaults';

const STATUS_BADGES = {
  missing: { key: 'info.status.missing', tone: 'danger' },
  empty: { key: 'info.status.empty', tone: 'neutral' },
  outdated: { key: 'info.status.outdated', tone: 'warning' },
} as const satisfies Record<
  Exclude<InfoStatus, 'current'>,
  { key: string; tone: BadgeVariants['tone'] }
>;

/**
 * A tab per public language, each saying whether its text is empty or probably outdated; the
 * chosen one is in the URL (?tab=pl), so a link opens it and switching it is a navigation
 * the unsaved-changes guard can hold.
 */
export function InfoLanguageTabs({
  rows,
  defaults,
}: {
  rows: InfoContent[];
  defaults: MissingInfoDefaults;
}) {
  const { t } = useAdminTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const current = isLanguage(requested) ? requested : DEFAULT_LANGUAGE;
  const german = rows.find((row) => row.lang === DEFAULT_LANGUAGE);
  return (
    <Tabs
      value={current}
      activationMode="manual"
      onValueChange={(lang) =>
        setParams(
          (previous) => {
            previous.set('tab', lang);
            return previous;
          },
          { replace: true },
        )
      }
    >
      <TabsList aria-label={t('info.languagesLabel')}>
        {LANGUAGES.map((lang) => {
          const status = infoStatus(
            rows.find((row) => row.lang === lang),
            german,
          );
          return (
            <TabsTrigger key={lang} value={lang}>
              {t(LANGUAGE_NAME_KEYS[lang])}
              {/* A space, so that the tab's name reads "Franceză gol", not "Francezăgol". */}
              {status !== 'current' && ' '}
              {status !== 'current' && (
                <Badge tone={STATUS_BADGES[status].tone}>{t(STATUS_BADGES[status].key)}</Badge>
              )}
            </TabsTrigger>
          );
        })}
      </TabsList>
      {LANGUAGES.map((lang) => {
        const row = rows.find((candidate) => candidate.lang === lang);
        return (
          <TabsContent key={lang} value={lang}>
            {row ? (
              <InfoEditorForm row={row} german={german} />
            ) : (
              <MissingInfoRow defaults={defaults} />
            )}
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
