import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderInLanguage } from '@/testing/render-in-language';

import { EscrowPage } from './escrow-page';

describe('EscrowPage', () => {
  it('has the intro, five steps in order, four advantages, a warning, two FAQs and a note', () => {
    const { container } = renderInLanguage(<EscrowPage />, { lang: 'en' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Escrow service');

    const steps = screen.getByRole('region', { name: 'How it works, in five steps' });
    const items = within(within(steps).getByRole('list')).getAllByRole('listitem');
    expect(within(steps).getByRole('list').tagName).toBe('OL');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Handover and inspection',
      'Payment into escrow',
      'Delivery',
      'Payment to the seller',
      'Inspection period',
    ]);

    const advantages = screen.getByRole('region', { name: 'Your advantages' });
    expect(within(advantages).getAllByRole('listitem')).toHaveLength(4);

    const notes = screen.getAllByRole('note');
    expect(notes.map((note) => note.querySelector('p')?.textContent)).toEqual([
      'Beware of fake escrow offers',
      'Important',
    ]);
    expect(notes[0]).toHaveTextContent('call us first on +49 30 1234 5678');

    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(within(faq).getAllByRole('group')).toHaveLength(2);
    expect(container.querySelectorAll('details > summary')).toHaveLength(2);
  });

  it('fills in the SPEC constants, formatted for English', () => {
    renderInLanguage(<EscrowPage />, { lang: 'en' });
    expect(screen.getByText('Flat fee of €100.00, whatever the vehicle is worth')).toBeVisible();
    expect(screen.getByText(/calls the buyer 2 hours before arrival/)).toBeInTheDocument();
    expect(screen.getByText(/has 14 days from receipt to inspect/)).toBeInTheDocument();
    expect(screen.getByText(/€100.00 per purchase/)).toBeInTheDocument();
    const note = screen.getAllByRole('note')[1];
    expect(note).toHaveTextContent('The inspection period of 14 days');
    expect(note).toHaveTextContent('automatically after 15 days');
  });

  it('fills in the same constants, formatted for German', () => {
    renderInLanguage(<EscrowPage />, { lang: 'de' });
    expect(screen.getByText('Pauschal 100,00 €, unabhängig vom Fahrzeugwert')).toBeVisible();
    expect(screen.getByText(/ruft den Käufer 2 Stunden vor der Ankunft an/)).toBeInTheDocument();
    expect(screen.getByText(/innerhalb von 15 Tagen keine Nachricht/)).toBeInTheDocument();
    expect(screen.getAllByRole('note')[1]).toHaveTextContent('Die Prüfzeit von 14 Tagen');
  });

  it('opens a question to show its answer', async () => {
    renderInLanguage(<EscrowPage />, { lang: 'en' });
    const question = screen.getByText('What happens if I refuse the goods on delivery?');
    const details = question.closest('details');
    expect(details?.open).toBe(false);
    await userEvent.click(question);
    expect(details?.open).toBe(true);
    expect(screen.getByText(/goods are returned to the seller/)).toBeVisible();
  });
});
