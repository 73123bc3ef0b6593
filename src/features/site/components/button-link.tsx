import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

const VARIANTS = {
  primary: 'rounded-lg bg-amber-700 px-5 py-3 text-white shadow-sm hover:bg-amber-800',
  secondary:
    'rounded-lg border border-blue-900/20 bg-white px-5 py-3 text-blue-950 hover:bg-slate-100',
  text: 'rounded-sm text-blue-900 underline-offset-4 hover:underline',
} as const;

/** A link that looks like a button (calls to action); `text` is an inline arrow link. */
export function ButtonLink({
  to,
  variant = 'primary',
  children,
}: {
  to: string;
  variant?: keyof typeof VARIANTS;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={`inline-flex items-center gap-2 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-900 ${VARIANTS[variant]}`}
    >
      {children}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
