import type { ReactNode } from 'react';

/** Text beside a narrower aside (a card of figures, a list) on wide screens; stacked on phones. */
export function SplitLayout({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[1.35fr_1fr] lg:items-start lg:gap-16">
      <div className="space-y-5 text-lg leading-relaxed text-slate-700">{children}</div>
      {aside}
    </div>
  );
}
