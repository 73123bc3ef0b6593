import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';

import { cn } from '@/lib/cn';

const TONES = {
  success: 'border-green-300 bg-green-50 text-green-950',
  info: 'border-blue-200 bg-blue-50 text-blue-950',
  problem: 'border-red-300 bg-red-50 text-red-900',
} as const;

/**
 * One outcome of the offer page (accepted, declined, link no longer valid, …): a section whose
 * heading takes the focus when it appears, so a screen reader reads it where the offer was.
 */
export function OfferMessage({
  tone,
  heading,
  children,
}: {
  tone: keyof typeof TONES;
  heading: string;
  children: ReactNode;
}) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <section
      aria-labelledby="offer-message-heading"
      data-testid="offer-message"
      className={cn('rounded-2xl border p-6 sm:p-10', TONES[tone])}
    >
      <h2
        id="offer-message-heading"
        ref={title}
        tabIndex={-1}
        className="rounded-md text-2xl font-bold focus:outline-2 focus:outline-offset-4 focus:outline-blue-900"
      >
        {heading}
      </h2>
      <div className="mt-4 grid max-w-2xl gap-3 text-lg text-slate-800">{children}</div>
    </section>
  );
}
