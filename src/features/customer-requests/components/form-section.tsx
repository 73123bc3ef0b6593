import type { ReactNode } from 'react';

/** One part of the request (who, what, where and when …): a group with its heading. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <legend className="float-left mb-1 w-full text-xl font-semibold text-blue-950 sm:text-2xl">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}
