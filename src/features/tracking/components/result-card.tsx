import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The look of the result's secondary actions (copy link, print). */
export const RESULT_ACTION_CLASS =
  'inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-800 print:hidden';

/** One titled card of the tracking result; the same frame for every card. */
export function ResultCard({
  title,
  icon: Icon,
  className = '',
  children,
}: {
  title: string;
  icon: LucideIcon;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm break-inside-avoid sm:p-6 print:shadow-none ${className}`}
    >
      <h3 className="flex items-center gap-2 text-lg font-semibold text-blue-950">
        <Icon aria-hidden="true" className="size-5 text-amber-600" />
        {title}
      </h3>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * A label and its value; free text is shown exactly as stored, never as HTML. `children`, when
 * given, is the value instead (the status, written by its own component).
 */
export function Field({
  label,
  value,
  children,
}: {
  label: string;
  value?: string | null;
  children?: ReactNode;
}) {
  const shown = children ?? (value?.trim() ? value : '—');
  return (
    <div className="py-2 first:pt-0 last:pb-0">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-0.5 font-medium break-words whitespace-pre-line text-slate-900">{shown}</dd>
    </div>
  );
}
