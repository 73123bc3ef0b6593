import { COMPANY } from '@/lib/company';

import type { Fact } from './fact-list';

const LINK = 'text-blue-900 underline underline-offset-4 hover:text-blue-950';

/** Phone and e-mail as facts whose values are links, labelled by the page. */
export function companyContactFacts(labels: { phone: string; email: string }): Fact[] {
  return [
    {
      label: labels.phone,
      value: (
        <a className={LINK} href={`tel:${COMPANY.phone.tel}`}>
          {COMPANY.phone.display}
        </a>
      ),
    },
    {
      label: labels.email,
      value: (
        <a className={LINK} href={`mailto:${COMPANY.email}`}>
          {COMPANY.email}
        </a>
      ),
    },
  ];
}
