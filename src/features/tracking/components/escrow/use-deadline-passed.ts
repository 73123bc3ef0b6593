import { useEffect, useState } from 'react';

/** setTimeout's longest delay (about 24.8 days); a page open longer is not waited for. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Whether the inspection period's deadline has passed on this device, turning true when it
 * passes while the page is open: the answers go before the schedule marks the period over (the
 * database refuses a late answer anyway). An unreadable deadline never passes here.
 */
export function useDeadlinePassed(deadline: string | null): boolean {
  const [passed, setPassed] = useState<string | null>(null);
  useEffect(() => {
    const at = deadline ? Date.parse(deadline) : Number.NaN;
    const wait = at - Date.now();
    if (!deadline || Number.isNaN(at) || wait > LONGEST_TIMER_MS) return;
    const timer = setTimeout(() => setPassed(deadline), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [deadline]);
  return deadline !== null && passed === deadline;
}
