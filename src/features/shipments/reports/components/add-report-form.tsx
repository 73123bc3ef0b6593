import { type FormEvent, useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorField } from '@/lib/postgrest-error';
import { REPORT_KINDS, type ReportKind } from '@/lib/shipments/reports';

import { shipmentWriteFailure } from '../../api/shipment-write-error';
import { failureReason } from '../../api/write-failure-text';
import { useShipmentsTranslation } from '../../use-shipments-translation';
import { useSubmitReportMutation } from '../api/use-submit-report-mutation';
import { draftProblems, REPORT_LIMITS, type ReportDraft, reportOf } from '../report-draft';
import { DamageMarksField } from './damage-marks-field';

const DAMAGE_STATES = ['unknown', 'none', 'marked'] as const;

/**
 * The report the office types for a driver who phoned. One idempotency key per form (made
 * when it opens): a double click or a retry after a lost answer stores one report.
 */
export function AddReportForm({
  trackingNumber,
  initial,
  corrects,
  onDone,
  onCancel,
}: {
  trackingNumber: string;
  initial: ReportDraft;
  /** The report this one corrects, or null. */
  corrects: string | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useShipmentsTranslation();
  const submit = useSubmitReportMutation();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [draft, setDraft] = useState(initial);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const keysId = useId();
  const set = <K extends keyof ReportDraft>(field: K, value: ReportDraft[K]) =>
    setDraft((old) => ({ ...old, [field]: value }));

  const { problems, blankMarks } = draftProblems(draft);
  const errorOf = (field: keyof typeof REPORT_LIMITS | 'recordedAt') => {
    const found = tried ? problems.find((problem) => problem.field === field) : undefined;
    if (!found) return undefined;
    if (found.problem === 'required') return t('reports.errors.timeRequired');
    if (found.problem === 'future') return t('reports.errors.timeFuture');
    return t('reports.errors.tooLong', { max: REPORT_LIMITS[field as keyof typeof REPORT_LIMITS] });
  };
  const handover = draft.kind !== 'position';

  const send = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled out of the shipment form in the page, not in React: its submit
    // would bubble on to the shipment's Save.
    event.stopPropagation();
    setTried(true);
    setFailure(null);
    if (problems.length > 0 || blankMarks.length > 0 || submit.isPending) return;
    submit.mutate(reportOf(draft, { idempotencyKey, trackingNumber, corrects }), {
      onSuccess: onDone,
      onError: (error) => {
        const code = errorField(error, 'details');
        if (code === 'bad_report') setFailure(t('reports.errors.refused'));
        else if (code === 'no_shipment') setFailure(t('reports.errors.gone'));
        else
          setFailure(
            failureReason(shipmentWriteFailure(error), t, trackingNumber) ??
              t('reports.errors.failed'),
          );
      },
    });
  };

  const kinds = REPORT_KINDS.map((kind) => ({ value: kind, label: t(`reports.kinds.${kind}`) }));
  const damageStates = DAMAGE_STATES.map((state) => ({
    value: state,
    label: t(`reports.dialog.damageStates.${state}`),
  }));
  return (
    <form noValidate onSubmit={send} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('reports.dialog.kind')}>
          <Select
            options={kinds}
            value={draft.kind}
            onValueChange={(kind) => set('kind', kind as ReportKind)}
          />
        </Field>
        <Field
          label={t('reports.dialog.time')}
          hint={t('reports.dialog.timeHint')}
          error={errorOf('recordedAt')}
        >
          <Input
            type="datetime-local"
            value={draft.recordedAt}
            onChange={(event) => set('recordedAt', event.target.value)}
          />
        </Field>
      </div>
      <Field
        label={t('reports.dialog.place')}
        hint={t('reports.dialog.placeHint')}
        error={errorOf('place')}
      >
        <Input value={draft.place} onChange={(event) => set('place', event.target.value)} />
      </Field>
      {handover && (
        <>
          <Field label={t(`reports.dialog.name.${draft.kind}`)} error={errorOf('name')}>
            <Input value={draft.name} onChange={(event) => set('name', event.target.value)} />
          </Field>
          <Field label={t('reports.dialog.damage')}>
            <Select
              options={damageStates}
              value={draft.damage}
              onValueChange={(state) => set('damage', state as ReportDraft['damage'])}
            />
          </Field>
          {draft.damage === 'marked' && (
            <DamageMarksField
              marks={draft.marks}
              blank={tried ? blankMarks : []}
              onChange={(marks) => set('marks', marks)}
            />
          )}
          <Field label={t('reports.dialog.documents')} hint={t('reports.dialog.documentsHint')}>
            <Input
              value={draft.documents}
              onChange={(event) => set('documents', event.target.value)}
            />
          </Field>
          <div className="flex items-center gap-2">
            <input
              id={keysId}
              type="checkbox"
              checked={draft.keys}
              onChange={(event) => set('keys', event.target.checked)}
              className="size-5 shrink-0 accent-blue-800"
            />
            <label htmlFor={keysId} className="text-sm font-medium text-slate-900">
              {t('reports.dialog.keys')}
            </label>
          </div>
        </>
      )}
      {draft.kind === 'delivery' && (
        <Field label={t('reports.dialog.reservations')} error={errorOf('reservations')}>
          <Textarea
            rows={2}
            value={draft.reservations}
            onChange={(event) => set('reservations', event.target.value)}
          />
        </Field>
      )}
      <Field label={t('reports.dialog.note')} error={errorOf('note')}>
        <Textarea
          rows={2}
          value={draft.note}
          onChange={(event) => set('note', event.target.value)}
        />
      </Field>
      {failure && <FormAlert message={failure} />}
      <DialogFooter>
        <Button variant="outline" disabled={submit.isPending} onClick={onCancel}>
          {t('reports.dialog.cancel')}
        </Button>
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? t('reports.dialog.saving') : t('reports.dialog.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
