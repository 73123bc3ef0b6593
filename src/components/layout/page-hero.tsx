import type { ReactNode } from 'react';

/** The heading band at the top of a page. */
export function PageHero({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-12 sm:px-6 sm:pt-20">
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight break-words hyphens-auto text-blue-950 min-[400px]:text-4xl sm:text-5xl">
          {title}
        </h1>
        {lead && <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-700">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
