import { type ReactNode, useId } from 'react';

import { type Fact, FactList } from './fact-list';

/** A card of the legal notice or the privacy notice: a heading, text, and facts if any. */
export function LegalSection({
  title,
  facts,
  children,
}: {
  title: string;
  facts?: Fact[];
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={headingId} className="mb-4 text-xl font-semibold text-blue-950">
        {title}
      </h2>
      {children}
      {facts && <FactList facts={facts} />}
    </section>
  );
}
