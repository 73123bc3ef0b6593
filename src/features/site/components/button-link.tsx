import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { buttonVariants } from '@/components/ui/button-variants';

const LOOKS = {
  primary: { variant: 'accent', size: 'lg' },
  secondary: { variant: 'outline', size: 'lg' },
  text: { variant: 'link', size: 'inline' },
} as const;

/** A call to action: a link that looks like a button (`text`: an inline link), with an arrow. */
export function ButtonLink({
  to,
  variant = 'primary',
  children,
}: {
  to: string;
  variant?: keyof typeof LOOKS;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={buttonVariants(LOOKS[variant])}>
      {children}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
