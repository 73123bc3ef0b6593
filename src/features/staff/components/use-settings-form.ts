import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';

import { useAdminTranslation } from '@/lib/i18n/use-admin-translation';

import { type StaffRefusal, staffRefusal } from '../api/staff-errors';

/**
 * One of the owner's settings forms: what the database holds (`settings`), as text to type over
 * (`toInput`), checked by `schema`, saved by `save`. A refusal `fieldOf` names lands on that field (with its message),
 * any other failure above the button; the form keeps what was typed.
 */
export function useSettingsForm<Input extends FieldValues, Values>({
  schema,
  settings,
  toInput,
  save,
  fieldOf,
}: {
  schema: z.ZodType<Values, Input>;
  settings: Values;
  toInput: (values: Values) => Input;
  save: UseMutationResult<void, Error, Values>;
  fieldOf: (refusal: StaffRefusal) => { field: Path<Input>; message: string } | undefined;
}) {
  const { t } = useAdminTranslation();
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    // react-hook-form's DefaultValues is a deep partial of Input: the whole is one.
    defaultValues: toInput(settings) as never,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit((values) => {
    setFailure(null);
    save.mutate(values, {
      onSuccess: () => form.reset(toInput(values)),
      onError: (error) => {
        const refusal = staffRefusal(error);
        const refused = fieldOf(refusal);
        if (refused) form.setError(refused.field, { message: refused.message });
        else setFailure(t(`staff.refusals.${refusal}`));
      },
    });
  });
  return { form, submit, failure };
}
