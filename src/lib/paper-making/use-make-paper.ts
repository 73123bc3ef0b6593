import { useState } from 'react';

import { makePaper } from './make-paper';
import type { PaperJob } from './paper-job';

/**
 * A paper button's state: making (the button waits), failed (the screen says so beside it).
 * One paper at a time per button; a new press clears the last failure.
 */
export function useMakePaper() {
  const [state, setState] = useState<'idle' | 'making' | 'failed'>('idle');
  const make = (job: PaperJob, fileName: string) => {
    setState('making');
    makePaper(job, fileName).then(
      () => setState('idle'),
      (error: unknown) => {
        console.error('Making a paper failed', error);
        setState('failed');
      },
    );
  };
  return { making: state === 'making', failed: state === 'failed', make };
}
