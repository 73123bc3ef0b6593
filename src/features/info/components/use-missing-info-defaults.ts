import { useEffect, useRef } from 'react';

import { LANGUAGES } from '#common/languages';

import type { InfoContent } from '../api/info-schemas';
import { useCreateDefaultInfoMutation } from '../api/use-create-default-info-mutation';

export interface MissingInfoDefaults {
  pending: boolean;
  failed: boolean;
  create: () => void;
}

/**
 * SPEC's "if absent, insert a default record and show it", per language: once the rows are
 * loaded, languages without one get their default, once per visit (a failure is offered again
 * by hand, not retried in a loop).
 */
export function useMissingInfoDefaults(rows: InfoContent[] | undefined): MissingInfoDefaults {
  const create = useCreateDefaultInfoMutation();
  const asked = useRef(false);
  const missing = rows ? LANGUAGES.filter((lang) => !rows.some((row) => row.lang === lang)) : [];
  const { mutate } = create;
  useEffect(() => {
    if (missing.length === 0 || asked.current) return;
    asked.current = true;
    mutate();
  }, [missing.length, mutate]);
  return { pending: create.isPending, failed: create.isError, create: () => mutate() };
}
