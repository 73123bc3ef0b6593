import { AuditTrail } from '@/components/audit-trail/audit-trail';
import { formatDateTime } from '@/lib/i18n/format';
import { ADMIN_LANGUAGE } from '#common/languages';

import { useShipmentChanges } from '../../api/use-shipment-changes';
import { type ChangeLine, changeLines, linkParty } from '../../change-lines';
import { COLUMN_LABELS, isColumn } from '../../column-labels';
import { UNSUBSCRIBE_ACTOR } from '../../emails/unsubscribes';
import { historyValueText } from '../../history-values';
import { usePeriodTexts } from '../../hooks/use-period-texts';
import { PARTY_WORD_KEYS } from '../../links/party-keys';
import { useShipmentsTranslation } from '../../use-shipments-translation';

/** "Expiră: 31 dec. 2026, 23:59 (dată aleasă).", or the default period as the owner set it. */
function LinkExpiryText({ line }: { line: Extract<ChangeLine, { kind: 'linkExpiry' }> }) {
  const { t } = useShipmentsTranslation();
  const { linkPeriod: period } = usePeriodTexts();
  if (line.expiresAt === null) return t('history.linkExpiresByDefault', { period });
  const date = formatDateTime(line.expiresAt, ADMIN_LANGUAGE);
  return line.chosen
    ? t('history.linkExpiresOn', { date })
    : t('history.linkExpiresByDefaultOn', { date, period });
}

/**
 * One line of a change: "Stare: În tranzit → Livrat", "rută: + Livrat, Verona", "Înlocuit cu
 * un link nou.", "Expiră: 31 dec. 2026, 23:59 (dată aleasă)."
 */
function ChangeLineText({ line }: { line: ChangeLine }) {
  const { t } = useShipmentsTranslation();
  if (line.kind === 'route') {
    return t('history.routeAdded', { status: line.status, location: line.location });
  }
  if (line.kind === 'linkReplaced') {
    return line.expired ? t('history.linkExpiredReplaced') : t('history.linkReplaced');
  }
  if (line.kind === 'linkExpiry') return <LinkExpiryText line={line} />;
  if (line.kind === 'fromRequest') return t('history.fromRequest', { reference: line.reference });
  if (line.kind === 'report') {
    const kind = t(`reports.kinds.${line.report}`);
    const time = formatDateTime(line.recordedAt, ADMIN_LANGUAGE);
    const what = line.place ? `${kind}, ${time}, ${line.place}` : `${kind}, ${time}`;
    return line.phoned ? t('history.reportPhoned', { what }) : t('history.report', { what });
  }
  const empty = t('history.emptyValue');
  const shown = (value: string | null) => historyValueText(line.field, value, t) ?? empty;
  const label = isColumn(line.field) ? t(COLUMN_LABELS[line.field]) : line.field;
  return (
    <>
      <span className="font-medium">{label}:</span> {shown(line.from)} → {shown(line.to)}
    </>
  );
}

/**
 * The audit trail of one shipment, newest first: when, who, what, and each field's change.
 * Mounted only while its tab is open, so the trail is asked for when someone looks.
 */
export function ChangesList({ trackingNumber }: { trackingNumber: string }) {
  const { t } = useShipmentsTranslation();
  const changes = useShipmentChanges(trackingNumber);
  const actorText = (actor: string) => {
    if (actor === 'system') return t('history.system');
    return actor === UNSUBSCRIBE_ACTOR ? t('history.unsubscribeActor') : actor;
  };
  return (
    <AuditTrail
      trail={changes}
      texts={{
        loading: t('history.loadingChanges'),
        failed: t('history.changesFailed'),
        empty: t('history.noChanges'),
      }}
      summary={(change, when) => {
        const party = linkParty(change);
        return (
          <>
            <span className="font-medium">{when}</span>
            {' · '}
            {t(`history.actions.${change.action}`, {
              party: party ? t(PARTY_WORD_KEYS[party]) : '',
            })}{' '}
            {t('history.by', { actor: actorText(change.actor) })}
          </>
        );
      }}
      lines={(change) => changeLines(change).map((line) => <ChangeLineText line={line} />)}
    />
  );
}
