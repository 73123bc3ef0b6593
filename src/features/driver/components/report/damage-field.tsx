import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

import type { DamageZone } from '../../offline';
import type { DamageInput } from '../../report-form-values';
import { useDriverTranslation } from '../../use-driver-translation';
import { MachineOutline } from './machine-outline';

const ZONES: readonly DamageZone[] = ['front', 'back', 'left', 'right', 'top', 'other'];

const ZONE_NAMES = {
  front: 'report.damage.zones.front',
  back: 'report.damage.zones.back',
  left: 'report.damage.zones.left',
  right: 'report.damage.zones.right',
  top: 'report.damage.zones.top',
  other: 'report.damage.zones.other',
} as const satisfies Record<DamageZone, string>;

/**
 * Visible damage: none, or marks by zone, tapped on the machine's outline or ticked in the
 * list (the list is what a keyboard and a screen reader use), each with its description.
 */
export function DamageField({
  value,
  onChange,
  error,
}: {
  value: DamageInput;
  onChange: (value: DamageInput) => void;
  error: string | undefined;
}) {
  const { t } = useDriverTranslation();
  const marked = new Map(value.marks.map((mark) => [mark.zone, mark.text]));
  const toggle = (zone: DamageZone) =>
    onChange({
      state: 'marked',
      marks: marked.has(zone)
        ? value.marks.filter((mark) => mark.zone !== zone)
        : [...value.marks, { zone, text: '' }],
    });
  const describe = (zone: DamageZone, text: string) =>
    onChange({
      ...value,
      marks: value.marks.map((mark) => (mark.zone === zone ? { zone, text } : mark)),
    });
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? 'damage-error' : undefined}>
      <legend className="font-semibold text-slate-900">{t('report.damage.legend')}</legend>
      <div className="flex flex-wrap gap-4">
        {(['none', 'marked'] as const).map((state) => (
          <label key={state} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="damage-state"
              className="size-5"
              checked={value.state === state}
              onChange={() => onChange({ state, marks: state === 'none' ? [] : value.marks })}
            />
            {t(state === 'none' ? 'report.damage.none' : 'report.damage.marked')}
          </label>
        ))}
      </div>
      {value.state === 'marked' && (
        <>
          <MachineOutline
            label={t('report.damage.outlineLabel')}
            marked={new Set(marked.keys())}
            onToggle={toggle}
          />
          <p className="text-sm text-slate-700">{t('report.damage.listHint')}</p>
          <ul className="grid gap-2">
            {ZONES.map((zone) => (
              <li key={zone} className="grid gap-2">
                <label className="flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-5"
                    checked={marked.has(zone)}
                    onChange={() => toggle(zone)}
                  />
                  {t(ZONE_NAMES[zone])}
                </label>
                {marked.has(zone) && (
                  <Field label={t('report.damage.text', { zone: t(ZONE_NAMES[zone]) })}>
                    <Input
                      value={marked.get(zone) ?? ''}
                      maxLength={500}
                      onChange={(event) => describe(zone, event.target.value)}
                    />
                  </Field>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {error && (
        <p id="damage-error" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
