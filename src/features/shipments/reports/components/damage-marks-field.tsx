import { Plus, Trash2 } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { DAMAGE_ZONES, type DamageMark, type DamageZone } from '@/lib/shipments/reports';

import { useShipmentsTranslation } from '../../use-shipments-translation';

/** The damage the driver names, one zone and description per mark (the driver app's list). */
export function DamageMarksField({
  marks,
  blank,
  onChange,
}: {
  marks: DamageMark[];
  /** The marks sent without a description, to say so beside them. */
  blank: number[];
  onChange: (marks: DamageMark[]) => void;
}) {
  const { t } = useShipmentsTranslation();
  const zones = DAMAGE_ZONES.map((zone) => ({ value: zone, label: t(`reports.zones.${zone}`) }));
  const change = (index: number, mark: Partial<DamageMark>) =>
    onChange(marks.map((old, at) => (at === index ? { ...old, ...mark } : old)));
  return (
    <div className="grid gap-3">
      {marks.map((mark, index) => (
        <div key={index} className="grid items-end gap-2 sm:grid-cols-[10rem_1fr_auto]">
          <Field label={t('reports.dialog.zone')}>
            <Select
              options={zones}
              value={mark.zone}
              onValueChange={(zone) => change(index, { zone: zone as DamageZone })}
            />
          </Field>
          <Field
            label={t('reports.dialog.markText')}
            error={blank.includes(index) ? t('reports.errors.markText') : undefined}
          >
            <Input
              value={mark.text}
              onChange={(event) => change(index, { text: event.target.value })}
            />
          </Field>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('reports.dialog.removeMark', { number: index + 1 })}
            onClick={() => onChange(marks.filter((_, at) => at !== index))}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ))}
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange([...marks, { zone: 'front', text: '' }])}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('reports.dialog.addMark')}
        </Button>
      </div>
    </div>
  );
}
