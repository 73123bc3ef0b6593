import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConflictPanel } from '@/components/ui/conflict-panel';
import { formatDateTime } from '@/lib/i18n/format';
import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import type { InfoContent } from '../api/info-schemas';

/**
 * A save refused because a colleague saved the same language first: the typed text stays in
 * the form; the saved version can be shown, taken over, or replaced by the typed text.
 * `theirs` is null until the saved version has arrived. The staff screens' one conflict panel
 * (focus, alert, scrolled into view once the saved version is in) holds it.
 */
export function InfoConflictNotice({
  theirs,
  saving,
  onTakeTheirs,
  onKeepMine,
}: {
  theirs: InfoContent | null;
  saving: boolean;
  onTakeTheirs: () => void;
  onKeepMine: () => void;
}) {
  const { t } = useAdminTranslation();
  const [comparing, setComparing] = useState(false);
  const theirsId = useId();
  return (
    <ConflictPanel
      title={t('info.conflict.title')}
      explanation={t('info.conflict.text')}
      ready={theirs !== null}
    >
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-expanded={comparing}
          aria-controls={theirsId}
          onClick={() => setComparing(!comparing)}
        >
          {comparing ? t('info.conflict.hideCompare') : t('info.conflict.compare')}
        </Button>
        <Button variant="outline" size="sm" onClick={onTakeTheirs} disabled={!theirs}>
          {t('info.conflict.takeTheirs')}
        </Button>
        <Button size="sm" onClick={onKeepMine} disabled={!theirs || saving}>
          {t('info.conflict.keepMine')}
        </Button>
      </div>
      <div id={theirsId} hidden={!comparing}>
        {theirs ? (
          <div className="rounded-md border border-slate-300 bg-white p-3 text-slate-900">
            <h3 className="text-sm font-medium text-slate-600">
              {t('info.conflict.theirs', { date: formatDateTime(theirs.updated_at, 'ro') })}
            </h3>
            <p lang={theirs.lang} className="mt-2 font-semibold break-words">
              {theirs.title}
            </p>
            <p lang={theirs.lang} className="mt-1 break-words whitespace-pre-line">
              {theirs.content}
            </p>
          </div>
        ) : (
          <p role="status">{t('info.conflict.loadingTheirs')}</p>
        )}
      </div>
    </ConflictPanel>
  );
}
