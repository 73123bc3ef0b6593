import { type ReactNode, useId } from 'react';

/** A band of a page with its heading: the one section layout every public page uses. */
export function PageSection({
  title,
  lead,
  muted = false,
  children,
}: {
  title: string;
  lead?: string;
  /** A light grey band, to set neighbouring sections apart. */
  muted?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={muted ? 'bg-slate-50' : undefined}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <h2
          id={headingId}
          className="max-w-3xl text-3xl font-bold tracking-tight text-balance hyphens-auto text-blue-950 sm:text-4xl"
        >
          {title}
        </h2>
        {lead && <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-700">{lead}</p>}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
