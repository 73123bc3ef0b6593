import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Labels and values in two columns on wide screens (the legal notice's facts). */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="divide-y divide-slate-200">
      {facts.map(({ label, value }) => (
        <div key={label} className="grid gap-1 py-3 sm:grid-cols-[16rem_1fr] sm:gap-6">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="font-medium break-words text-blue-950">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
