import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FormProvider, useForm, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/components/ui/toast-store';

import type { Shipment } from '../../api/shipment-schemas';
import { shipmentWriteFailure } from '../../api/shipment-write-error';
import { randomTrackingNumber } from '../../api/tracking-number';
import { useCreateShipmentMutation } from '../../api/use-create-shipment-mutation';
import { useFreeTrackingNumber } from '../../api/use-free-tracking-number';
import { useSaveShipmentMutation } from '../../api/use-save-shipment-mutation';
import { failureReason } from '../../api/write-failure-text';
import { EscrowSection } from '../../escrow/components/escrow-section';
import { FIELD_LABELS } from '../../field-labels';
import { afterSave, typedSince, withTheirVersion } from '../../form/form-diff';
import { FORM_FIELDS } from '../../form/form-fields';
import { lastPartyLanguage, rememberPartyLanguage } from '../../form/party-language-memory';
import {
  missesRequired,
  shipmentFormSchema,
  type ShipmentFormValues,
} from '../../form/shipment-form-schema';
import {
  changesOf,
  creationOf,
  formValuesOf,
  hasUnsavedInput,
  newShipmentValues,
  routeEventOf,
} from '../../form/shipment-form-values';
import { useShipmentsTranslation } from '../../use-shipments-translation';
import { type AssignedDriver, DriverAssignment } from './driver-assignment';
import { DriverNotesFields } from './driver-notes-fields';
import { ExpectedDeliveryFields } from './expected-delivery-fields';
import { GoodsFields } from './goods-fields';
import { LoadFields } from './load-fields';
import { MoneyFields } from './money-fields';
import { PartyFields } from './party-fields';
import { PickupPlaceFields } from './pickup-place-fields';
import { PositionFields } from './position-fields';
import { RouteUpdateFields } from './route-update-fields';
import { ShipmentConflict } from './shipment-conflict';
import { ShipmentDetailsFields } from './shipment-details-fields';

/** The version the form started from: what "changed" means, and what a save must still find. */
interface Base {
  values: ShipmentFormValues;
  /** The row's version (null for a new shipment). */
  updatedAt: string | null;
  /** The driver and vehicle of that version (assigned apart from Save). */
  driver: AssignedDriver;
}

const driverOf = (shipment: Shipment): AssignedDriver => ({
  driverId: shipment.driver_id,
  plate: shipment.vehicle_plate,
});

export interface ShipmentFormProps {
  /** The shipment to edit, as loaded; none to add a new one. */
  shipment?: Shipment | undefined;
  onSaved: () => void;
  /** Cancel: the dialog asks first when something is unsaved. */
  onCancel: () => void;
  /** The conflict panel's "Renunță": close without saving, without asking again. */
  onDiscard: () => void;
  onUnsavedChange: (unsaved: boolean) => void;
  /**
   * Shown after the fields, above the save's messages and buttons: the edit dialog's reports
   * and tracking links, whose actions take effect at once and are no part of Save.
   */
  children?: ReactNode;
}

/** The add / edit form of the shipment dialog: every field of SPEC §3, validated, saved once. */
export function ShipmentForm({
  shipment,
  onSaved,
  onCancel,
  onDiscard,
  onUnsavedChange,
  children,
}: ShipmentFormProps) {
  const { t } = useShipmentsTranslation();
  const editing = shipment !== undefined;
  const schema = useMemo(() => shipmentFormSchema(t), [t]);
  const [suggested] = useState(() => randomTrackingNumber());
  const [base, setBase] = useState<Base>(() =>
    shipment
      ? {
          values: formValuesOf(shipment),
          updatedAt: shipment.updated_at,
          driver: driverOf(shipment),
        }
      : {
          values: newShipmentValues(suggested, lastPartyLanguage()),
          updatedAt: null,
          driver: { driverId: null, plate: null },
        },
  );
  const form = useForm({ resolver: zodResolver(schema), defaultValues: base.values });
  const values: ShipmentFormValues = { ...base.values, ...useWatch({ control: form.control }) };
  const [conflict, setConflict] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateShipmentMutation();
  const save = useSaveShipmentMutation();
  const pending = create.isPending || save.isPending;
  const submitButton = useRef<HTMLButtonElement>(null);

  // The suggestion shows at once; if the database has it already, a free one replaces it,
  // unless the user has typed a number or tried to save.
  const free = useFreeTrackingNumber(suggested, !editing);
  useEffect(() => {
    if (!free.data || free.data === suggested || form.formState.submitCount > 0) return;
    if (!form.getFieldState('id').isDirty) form.resetField('id', { defaultValue: free.data });
  }, [free.data, suggested, form]);

  const idBase = shipment?.id ?? free.data ?? suggested;
  const unsaved = hasUnsavedInput({ ...base.values, id: idBase }, values);
  useEffect(() => onUnsavedChange(unsaved), [unsaved, onUnsavedChange]);

  const failed = (error: unknown, trackingNumber: string) => {
    const failure = shipmentWriteFailure(error);
    const reason = failureReason(failure, t, trackingNumber);
    if (failure.kind === 'conflict') {
      setConflict(true);
    } else if (reason && failure.kind === 'duplicate') {
      form.setError('id', { type: 'server', message: reason }, { shouldFocus: true });
    } else if (reason && failure.kind === 'refused' && failure.field !== 'money') {
      form.setError(failure.field, { type: 'server', message: reason }, { shouldFocus: true });
    } else {
      setFormError(
        reason ?? (editing ? t('form.errors.updateFailed') : t('form.errors.addFailed')),
      );
    }
  };

  const submit = form.handleSubmit(
    (valid) => {
      setFormError(null);
      if (!shipment || base.updatedAt === null) {
        const creation = creationOf(valid);
        create.mutate(creation, {
          onSuccess: () => {
            // The recipient's is the one usually chosen (the customer waiting for the goods).
            rememberPartyLanguage(valid.recipientlanguage);
            onSaved();
          },
          onError: (error) => failed(error, creation.shipment.id),
        });
        return;
      }
      const changes = changesOf(base.values, valid);
      const event = routeEventOf(valid);
      // Nothing to write: saving would only make a new version for others to conflict with.
      if (Object.keys(changes).length === 0 && !event) {
        onSaved();
        return;
      }
      save.mutate(
        { trackingNumber: shipment.id, expectedUpdatedAt: base.updatedAt, changes, event },
        {
          onSuccess: (saved) => {
            const now = form.getValues();
            if (!typedSince(valid, now)) {
              onSaved();
              return;
            }
            // Typed while the save was on its way: the dialog stays open with it, unsaved
            // against the version just saved (closing would have dropped it).
            const savedValues = formValuesOf(saved);
            form.reset(afterSave(valid, savedValues, now));
            setBase({ values: savedValues, updatedAt: saved.updated_at, driver: driverOf(saved) });
          },
          onError: (error) => failed(error, shipment.id),
        },
      );
    },
    (errors) => {
      const first = FORM_FIELDS.find((field) => errors[field]);
      let description = t('form.errors.required');
      if (!missesRequired(form.getValues()) && first) {
        description = t('form.errors.invalidField', {
          field: t(FIELD_LABELS[first]),
          message: errors[first]?.message ?? '',
        });
      }
      toast({ variant: 'destructive', title: t('form.errors.title'), description });
    },
  );

  /** "Preia versiunea salvată": their version becomes the base; what the user changed stays. */
  const takeTheirs = (theirs: Shipment) => {
    const theirValues = formValuesOf(theirs);
    form.reset(withTheirVersion(base.values, theirValues, form.getValues()));
    setBase({ values: theirValues, updatedAt: theirs.updated_at, driver: driverOf(theirs) });
    // The panel (and the focus in it) goes; Save is enabled again and is the next step.
    flushSync(() => setConflict(false));
    submitButton.current?.focus();
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
        <ShipmentDetailsFields editing={editing} />
        <ExpectedDeliveryFields />
        <div className="grid gap-5 md:grid-cols-2">
          <PartyFields party="shipper" />
          <PartyFields party="recipient" />
        </div>
        <GoodsFields />
        <DriverNotesFields />
        <LoadFields />
        <MoneyFields />
        {editing ? (
          <RouteUpdateFields />
        ) : (
          <>
            <PickupPlaceFields />
            <PositionFields legend="position" />
          </>
        )}
        {shipment && base.updatedAt !== null && (
          <DriverAssignment
            // Another version (taken over after a conflict) starts from its own driver.
            key={base.updatedAt}
            trackingNumber={shipment.id}
            updatedAt={base.updatedAt}
            assigned={base.driver}
            blocked={conflict}
            // Only the assignment changed the row: what the form holds stays, on the new version.
            onAssigned={(updatedAt, driver) => setBase((old) => ({ ...old, updatedAt, driver }))}
            onConflict={() => setConflict(true)}
          />
        )}
        {shipment && base.updatedAt !== null && (
          <EscrowSection
            trackingNumber={shipment.id}
            createdAt={shipment.created_at}
            updatedAt={base.updatedAt}
            blocked={conflict}
            // Only the escrow step changed the row: what the form holds stays, on the new version.
            onRecorded={(updatedAt) => setBase((old) => ({ ...old, updatedAt }))}
            onConflict={() => setConflict(true)}
          />
        )}
        {children}

        {formError && <FormAlert message={formError} />}
        {conflict && shipment && (
          <ShipmentConflict
            trackingNumber={shipment.id}
            yours={values}
            onTakeTheirs={takeTheirs}
            onDiscard={onDiscard}
          />
        )}

        {/*
          Always in reach; -bottom-6 covers the dialog's bottom padding, which sticky respects.
          On a phone: side by side, 44 px tall, Save the wider one under the right thumb, above
          the home indicator.
        */}
        <div className="sticky -bottom-6 -mx-6 -mb-6 flex gap-2 border-t border-slate-200 bg-white px-6 py-4 max-sm:px-4 max-sm:pb-[max(1rem,env(safe-area-inset-bottom))] sm:justify-end">
          <Button variant="outline" className="max-sm:min-h-11" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button
            ref={submitButton}
            type="submit"
            className="max-sm:min-h-11 max-sm:flex-1"
            disabled={pending || conflict}
          >
            {pending && t('form.saving')}
            {!pending && (editing ? t('form.save') : t('form.add'))}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
