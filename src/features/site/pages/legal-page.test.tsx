import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { COMPANY } from '@/lib/company';
import { renderInLanguage } from '@/testing/render-in-language';

import { LegalPage } from './legal-page';

/** The value shown for a label of the legal notice. */
function valueOf(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling;
}

describe('LegalPage', () => {
  it('shows every legal fact from the company facts file (en)', () => {
    renderInLanguage(<LegalPage />, { lang: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Legal notice');
    expect(screen.getByRole('region', { name: 'Provider' })).toHaveTextContent(COMPANY.name);
    expect(valueOf('Managing director (authorised representative)')).toHaveTextContent(
      COMPANY.legal.responsible,
    );
    expect(within(valueOf('E-mail') as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `mailto:${COMPANY.email}`,
    );
    expect(valueOf('Registry court')).toHaveTextContent(COMPANY.legal.registerCourt);
    expect(valueOf('Register number')).toHaveTextContent(COMPANY.legal.registerNumber);
    expect(valueOf('VAT identification number')).toHaveTextContent(COMPANY.legal.vatId);
    expect(valueOf('Economic identification number (W-IdNr., Germany)')).toHaveTextContent(
      COMPANY.legal.economicId,
    );
    expect(valueOf('Registered office')).toHaveTextContent(COMPANY.legal.seat);
  });

  it('labels them in German', () => {
    renderInLanguage(<LegalPage />, { lang: 'de' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Impressum');
    expect(valueOf('Registergericht')).toHaveTextContent(COMPANY.legal.registerCourt);
    expect(valueOf('Umsatzsteuer-Identifikationsnummer')).toHaveTextContent(COMPANY.legal.vatId);
    expect(valueOf('Wirtschafts-Identifikationsnummer')).toHaveTextContent(
      COMPANY.legal.economicId,
    );
    expect(valueOf('Sitz der Gesellschaft')).toHaveTextContent(COMPANY.legal.seat);
  });
});
