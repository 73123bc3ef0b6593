/**
 * "Înregistrează plata primită" on its own: the fields are checked before anything is sent, the
 * confirmation repeats what will be recorded, "Înapoi" keeps what was typed, and a refusal the
 * database names a field for comes back to that field.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';

import { resourcesFor } from '@/lib/i18n/eager-resources';
import { createI18n } from '@/lib/i18n/i18n';
import { ADMIN_LANGUAGE } from '#common/languages';

import { dayOf } from '../../links/expiry-date';
import type { Escrow } from '../api/escrow-schema';
import type { EscrowStep } from '../api/record-escrow-step';
import { EscrowMoneyForm } from './escrow-money-form';
import type { MarkField } from './escrow-step-form-props';

const i18n = createI18n({ lng: ADMIN_LANGUAGE, resources: resourcesFor(ADMIN_LANGUAGE) });

const awaiting: Escrow = {
  state: 'awaiting_payment',
  amount: 12500,
  currency: 'EUR',
  period_days: null,
  payment_amount: null,
  payment_received_on: null,
  payment_reference: null,
  delivered_at: null,
  escrow_deadline: null,
  answered_at: null,
  answer: null,
  withdraw_reason: null,
  refused_at: null,
  period_over_at: null,
  paid_out_on: null,
  payout_reference: null,
  refunded_on: null,
  refund_reference: null,
  closed_at: null,
};

function renderForm() {
  const steps: { step: EscrowStep; markField: MarkField }[] = [];
  render(
    <I18nextProvider i18n={i18n}>
      <EscrowMoneyForm
        kind="payment"
        escrow={awaiting}
        pending={false}
        failure={null}
        onStep={(step, markField) => steps.push({ step, markField })}
        onCancel={() => undefined}
      />
    </I18nextProvider>,
  );
  return { user: userEvent.setup(), steps };
}

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);

describe('recording the payment', () => {
  it('checks the fields first and says what is wrong beside each', async () => {
    const { user, steps } = renderForm();
    expect(field('Suma primită (EUR)').value).toBe('12500');
    expect(field('Primită la').value).toBe(dayOf(new Date()));
    await user.clear(field('Suma primită (EUR)'));
    await user.type(field('Suma primită (EUR)'), '12000');
    await user.click(screen.getByRole('button', { name: 'Continuă' }));

    expect(field('Suma primită (EUR)')).toHaveAccessibleDescription(
      // Intl writes a no-break space between the amount and the currency.
      'De ex. 12500 sau 12500,50. Suma primită trebuie să fie suma din escrow, 12.500,00\u00a0EUR. Dacă a sosit altă sumă, schimbă întâi suma escrow („Modifică suma”).',
    );
    expect(field('Referința bancară')).toHaveAccessibleDescription(
      'Cel mult 100 de caractere; doar pentru administrare. Introdu referința bancară.',
    );
    expect(steps).toEqual([]);
  });

  it('asks once more with what will be recorded, keeps it through "Înapoi", then records it', async () => {
    const { user, steps } = renderForm();
    await user.clear(field('Primită la'));
    await user.type(field('Primită la'), '2026-12-01');
    await user.type(field('Referința bancară'), 'SEPA 4711');
    await user.click(screen.getByRole('button', { name: 'Continuă' }));

    const question =
      'Înregistrezi plata de 12.500,00 EUR primită la 1 decembrie 2026, referința „SEPA 4711”?';
    // Focus moves to the question in an effect, after the render the click caused.
    await waitFor(() => expect(screen.getByText(question)).toHaveFocus());
    expect(field('Referința bancară')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Înapoi' }));
    expect(screen.queryByText(question)).toBeNull();
    expect(field('Referința bancară')).toBeEnabled();
    expect(field('Referința bancară').value).toBe('SEPA 4711');

    await user.click(screen.getByRole('button', { name: 'Continuă' }));
    await user.click(screen.getByRole('button', { name: 'Confirmă' }));
    expect(steps.map(({ step }) => step)).toEqual([
      { kind: 'payment', amount: 12500, on: '2026-12-01', reference: 'SEPA 4711' },
    ]);
  });

  it('takes a refusal of one field back to it, editable and focused', async () => {
    const { user, steps } = renderForm();
    await user.type(field('Referința bancară'), 'SEPA 4711');
    await user.click(screen.getByRole('button', { name: 'Continuă' }));
    await user.click(screen.getByRole('button', { name: 'Confirmă' }));
    steps[0]?.markField('on', 'Ziua nu poate fi în viitor.');

    expect(await screen.findByText('Ziua nu poate fi în viitor.')).toBeVisible();
    expect(field('Primită la')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Continuă' })).toBeEnabled();
  });
});
