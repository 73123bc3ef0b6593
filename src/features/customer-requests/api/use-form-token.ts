import { useCallback, useEffect, useRef } from 'react';

import { fetchFormToken } from './transport-request-rpc';

export interface FormToken {
  value: string;
  /** When this page received it (ms since the epoch): a send waits until it is old enough. */
  receivedAt: number;
}

/**
 * The form token, asked for once the page is interactive (it stands for the moment the page
 * was opened) and again when the database refuses it (expired, used). A backend that cannot
 * be reached leaves none; the send asks again.
 */
export function useFormToken() {
  const token = useRef<FormToken | null>(null);
  const renew = useCallback(async (): Promise<FormToken | null> => {
    try {
      token.current = { value: await fetchFormToken(), receivedAt: Date.now() };
    } catch {
      token.current = null;
    }
    return token.current;
  }, []);
  useEffect(() => {
    void renew();
  }, [renew]);
  const current = useCallback(async () => token.current ?? renew(), [renew]);
  return { current, renew };
}
