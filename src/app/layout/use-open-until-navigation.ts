import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Open/closed state for a menu that closes on every navigation: it is open only for the URL
 * it was opened at, so a new URL closes it without an effect.
 */
export function useOpenUntilNavigation(): [boolean, (open: boolean) => void] {
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const [openAt, setOpenAt] = useState<string | null>(null);
  return [openAt === here, (open) => setOpenAt(open ? here : null)];
}
