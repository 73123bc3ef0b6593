import { Link } from 'react-router-dom';

import { useSiteLanguage } from '@/lib/i18n/use-site-language';
import { pathFor } from '@/lib/routes/route-manifest';

import { type JourneyAccess, useDetailsNotice } from './use-details-notice';

/**
 * Why only the journey is shown and how to get the rest (DECISIONS 18): the personal link the
 * company sent, or a new one when this link was refused; both through the contact page.
 * A note, not an error: the shipment was found.
 */
export function DetailsNotice({ access }: { access: JourneyAccess }) {
  const lang = useSiteLanguage();
  const { icon: Icon, title, text, contact } = useDetailsNotice(access);
  return (
    <div
      role="note"
      aria-labelledby="details-notice-title"
      data-access={access}
      className="flex gap-3 rounded-2xl border border-blue-200 bg-blue-50 p-5 text-blue-950 break-inside-avoid sm:p-6"
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-blue-900" />
      <div>
        <h3 id="details-notice-title" className="text-lg font-semibold">
          {title}
        </h3>
        <p className="mt-2 leading-relaxed text-slate-800">{text}</p>
        <Link
          to={pathFor('contact', lang)}
          className="mt-3 inline-block font-medium text-blue-900 underline underline-offset-2 hover:text-blue-700 focus-visible:outline-2 focus-visible:outline-blue-800 print:hidden"
        >
          {contact}
        </Link>
      </div>
    </div>
  );
}
