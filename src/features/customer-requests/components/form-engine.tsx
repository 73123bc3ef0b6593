import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { type Resolver, useForm, type UseFormReturn } from 'react-hook-form';

import { useSiteLanguage, useSiteTranslation } from '@/lib/i18n/use-site-language';
import type { RequestPayload } from '#common/requests/request-payload';

import { coerceFormValues, type FieldName, type FormValues } from '../form-values';
import { buildRequestSchema } from '../request-schema';

/** What the page's form gets from its engine once it has loaded. */
export interface FormEngineApi {
  register: UseFormReturn<FormValues, unknown, RequestPayload>['register'];
  handleSubmit: UseFormReturn<FormValues, unknown, RequestPayload>['handleSubmit'];
  setError: UseFormReturn<FormValues, unknown, RequestPayload>['setError'];
  errors: Partial<Record<FieldName, string>>;
}

/**
 * The heavy half of the request form (issue #36, DECISIONS 20): react-hook-form, zod and the
 * schema, loaded on the first focus, tap or keystroke in the form. It renders nothing: the
 * fields are the prerendered ones, registered here without default values, so react-hook-form
 * takes over whatever was typed (or restored) before it came.
 */
export default function FormEngine({ onChange }: { onChange: (api: FormEngineApi) => void }) {
  const { t } = useSiteTranslation('request');
  const lang = useSiteLanguage();
  const resolver = useMemo<Resolver<FormValues, unknown, RequestPayload>>(() => {
    const resolve = zodResolver(buildRequestSchema(t, lang));
    return (values, context, options) => resolve(coerceFormValues(values), context, options);
  }, [t, lang]);
  const form = useForm<FormValues, unknown, RequestPayload>({
    resolver,
    mode: 'onTouched',
  });
  const messages = JSON.stringify(
    Object.fromEntries(
      Object.entries(form.formState.errors).map(([name, error]) => [name, error?.message ?? '']),
    ),
  );
  const { register, handleSubmit, setError } = form;
  useEffect(() => {
    onChange({
      register,
      handleSubmit,
      setError,
      errors: JSON.parse(messages) as Partial<Record<FieldName, string>>,
    });
  }, [messages, register, handleSubmit, setError, onChange]);
  return null;
}
