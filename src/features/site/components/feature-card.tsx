import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';

/**
 * A card with an icon, a title and text: service cards, about sections, escrow advantages
 * and contact cards are all this one component.
 */
export function FeatureCard({
  icon: Icon,
  title,
  as: Wrapper = 'li',
  headingLevel = 3,
  children,
}: {
  icon: LucideIcon;
  title: string;
  as?: 'li' | 'section' | 'div';
  headingLevel?: 2 | 3;
  children: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  return (
    <Wrapper
      aria-labelledby={Wrapper === 'section' ? headingId : undefined}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-7"
    >
      <span className="flex size-12 items-center justify-center rounded-xl bg-amber-100 text-amber-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <Heading id={headingId} className="mt-5 text-xl font-semibold text-blue-950">
        {title}
      </Heading>
      <div className="mt-2 flex-1 leading-relaxed text-slate-700">{children}</div>
    </Wrapper>
  );
}

/** Cards side by side: one column on phones, up to `columns` on wide screens. */
export function CardGrid({ columns = 3, children }: { columns?: 2 | 3; children: ReactNode }) {
  return (
    <ul className={`grid gap-6 md:grid-cols-2 ${columns === 3 ? 'lg:grid-cols-3' : ''}`}>
      {children}
    </ul>
  );
}
