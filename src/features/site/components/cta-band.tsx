import { useId } from 'react';

import { useSiteLanguage } from '@/lib/i18n/use-site-language';
import { type PageId, pathFor } from '@/lib/routes/route-manifest';

import { ButtonLink } from './button-link';

/** The closing invitation at the foot of a page, leading to the contact page or the request. */
export function CtaBand({
  title,
  text,
  action,
  to = 'contact',
}: {
  title: string;
  text: string;
  action: string;
  to?: PageId;
}) {
  const lang = useSiteLanguage();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
      <div className="flex flex-col gap-6 rounded-3xl bg-blue-900 px-6 py-10 text-white shadow-xl sm:px-10 lg:flex-row lg:items-center lg:justify-between lg:px-14">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-blue-100">{text}</p>
        </div>
        <div className="shrink-0">
          <ButtonLink to={pathFor(to, lang)}>{action}</ButtonLink>
        </div>
      </div>
    </section>
  );
}
