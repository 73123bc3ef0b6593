import { useEffect, useRef } from 'react';

import { toast } from '@/components/ui/toast-store';

import { useShipmentsTranslation } from '../use-shipments-translation';

/**
 * SPEC §8: a list that cannot be loaded gets the destructive toast 'Eroare' / 'Nu s-au putut
 * încărca expedierile.' and the error in the console; once per failure (each failed attempt
 * is a new error object), however often the screen renders.
 */
export function useLoadErrorToast(error: Error | null) {
  const { t } = useShipmentsTranslation();
  const shown = useRef<Error | null>(null);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    console.error(error);
    toast({
      variant: 'destructive',
      title: t('errorTitle'),
      description: t('list.loadFailed'),
    });
  }, [error, t]);
}
