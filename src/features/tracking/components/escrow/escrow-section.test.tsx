/**
 * The escrow panel a party link shows (issue #53), per state and party, and the buyer's two
 * answers. answer_escrow and the lookup are reached over the network: here a stub of `fetch`
 * answers as PostgREST does (the real answers: escrow-section.stack.test.tsx), so what is
 * tested is what the panel sends and shows.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { env } from '@/lib/env';
import { PARTY_DETAIL_COLUMNS } from '@/lib/shipments/columns';
import { renderInLanguage } from '@/testing/render-in-language';
import { ESCROW_STATES, type EscrowState } from '#common/escrow/states';
import type { Language } from '#common/languages';

import { EscrowSection } from './escrow-section';

const NO_STEPS = {
  payment_received_on: null,
  delivered_at: null,
  answered_at: null,
  answer: null,
  period_over_at: null,
  refused_at: null,
  paid_out_on: null,
  refunded_on: null,
  closed_at: null,
};
/** The buyer's escrow two days into a 15-day inspection period. */
const inspection = {
  state: 'inspection',
  amount: 118500,
  currency: 'EUR',
  period_days: 15,
  deadline: '2026-12-22T23:00:00Z',
  last_day: '2026-12-22',
  party: 'buyer',
  steps: { ...NO_STEPS, payment_received_on: '2026-12-01', delivered_at: '2026-12-07T10:30:00Z' },
};
const accepted = {
  ...inspection,
  state: 'accepted',
  steps: { ...inspection.steps, answered_at: '2026-12-09T08:00:00Z', answer: 'accept' },
};
const withdrawn = {
  ...inspection,
  state: 'withdrawn',
  steps: { ...inspection.steps, answered_at: '2026-12-09T08:00:00Z', answer: 'withdraw' },
};
const periodOver = {
  ...inspection,
  state: 'period_over',
  steps: { ...inspection.steps, period_over_at: '2026-12-22T23:00:30Z' },
};

/** The lookup's row for a party link (its texts all empty), carrying `escrow`. */
const lookupRow = (escrow: unknown) => ({
  id: 'NX-53',
  status: 'Livrat',
  ...Object.fromEntries(PARTY_DETAIL_COLUMNS.map((column) => [column, null])),
  history: [],
  access: 'full',
  escrow,
});

function renderPanel(escrow: unknown, lang: Language = 'en') {
  return renderInLanguage(
    <EscrowSection escrow={escrow} trackingNumber="NX-53" partyKey="party-key-buyer" />,
    { lang, url: `/${lang}/x` },
  );
}

/** Answers each request in turn as PostgREST would: a JSON body and its status. */
function answerRequests(...answers: { status: number; body: unknown }[]) {
  const fetch = vi.spyOn(globalThis, 'fetch');
  for (const { status, body } of answers) {
    fetch.mockResolvedValueOnce(Response.json(body, { status }));
  }
  return fetch;
}

const rpcRequest = (fetch: ReturnType<typeof answerRequests>, index: number) => {
  const [url, init] = fetch.mock.calls[index]!;
  return { url, body: JSON.parse(init?.body as string) as unknown };
};

const acceptButton = () =>
  screen.getByRole('button', { name: 'Everything is in order — release the amount' });
const withdrawButton = () => screen.getByRole('button', { name: 'Withdraw from the purchase' });
const steps = () =>
  within(screen.getByRole('heading', { name: 'Steps' }).parentElement!)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

// The period's deadline is compared with now: the clock stands at 10 December 2026.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-10T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the escrow panel', () => {
  it('shows the buyer in German the amount, the deadline, what happens without an answer, the steps and the note', () => {
    renderPanel(inspection, 'de');
    expect(screen.getByRole('heading', { name: 'Treuhandzahlung' })).toBeVisible();
    expect(
      screen.getByText(
        'Die Maschine wurde geliefert. Bitte prüfen Sie sie und teilen Sie uns vor Ablauf der Frist mit, ob alles in Ordnung ist.',
      ),
    ).toBeVisible();
    const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(field('Treuhandbetrag')?.textContent).toBe('118.500,00\u00a0€');
    expect(field('Prüfzeit')).toHaveTextContent('bis einschließlich 22. Dezember 2026');
    expect(
      screen.getByText(
        'Hören wir bis dahin nichts von Ihnen, wird der Betrag an den Verkäufer ausgezahlt.',
      ),
    ).toBeVisible();
    expect(
      within(screen.getByRole('heading', { name: 'Ablauf' }).parentElement!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Zahlung eingegangen: 1. Dezember 2026',
      'Geliefert: 7. Dezember 2026',
      'Entscheidung des Käufers: Noch offen',
      'Auszahlung oder Erstattung: Noch offen',
    ]);
    const note = screen.getByRole('complementary', { name: 'So erkennen Sie Nachrichten von uns' });
    expect(
      within(note)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual([
      'Unsere Bankverbindung erhalten Sie ausschließlich mit unserer Auftragsbestätigung.',
      'Wir fordern Sie nie per E-Mail zu einer Zahlung auf.',
      'Echte Nachrichten von uns verlinken nur auf www.musterfirma-transporte.example und auf Ihren persönlichen Link, mit dem Sie diese Seite geöffnet haben. Zahlen Sie im Zweifel nicht, und rufen Sie uns zuerst an: +49 30 1234 5678.',
    ]);
    expect(
      screen.getByRole('button', { name: 'Alles in Ordnung – Betrag freigeben' }),
    ).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Vom Kauf zurücktreten' })).toBeEnabled();
  });

  it('tells the seller "payment received — you may hand over", with the period still to come, in Polish numbers', () => {
    renderPanel(
      {
        ...inspection,
        state: 'payment_received',
        party: 'seller',
        deadline: null,
        last_day: null,
        steps: { ...NO_STEPS, payment_received_on: '2026-12-01' },
      },
      'pl',
    );
    expect(screen.getByText('Płatność otrzymana — mogą Państwo przekazać maszynę.')).toBeVisible();
    const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(field('Kwota na rachunku powierniczym')?.textContent).toBe('118\u00a0500,00\u00a0€');
    expect(field('Czas na sprawdzenie')).toHaveTextContent('15 dni od dostawy');
    expect(screen.queryByRole('button')).toBeNull();
  });

  // Each state's sentence for each party, and the two answers only for the buyer in the period.
  const OUTCOMES: Record<EscrowState, { escrow: object; buyer: string; seller: string }> = {
    awaiting_payment: {
      escrow: { ...inspection, state: 'awaiting_payment', steps: NO_STEPS },
      buyer:
        'We are waiting for your payment into our escrow account. Delivery starts as soon as the money has arrived.',
      seller:
        'We are waiting for the buyer’s payment into our escrow account. Please do not hand over the machine yet.',
    },
    payment_received: {
      escrow: { ...inspection, state: 'payment_received' },
      buyer: 'Your payment has arrived in our escrow account. Delivery can start.',
      seller: 'Payment received — you may hand over the machine.',
    },
    inspection: {
      escrow: inspection,
      buyer:
        'The machine has been delivered. Please inspect it and tell us before the deadline whether everything is in order.',
      seller: 'The machine has been delivered. The buyer is now inspecting it.',
    },
    accepted: {
      escrow: accepted,
      buyer:
        'You have confirmed that everything is in order. We are paying the amount out to the seller.',
      seller:
        'The buyer has confirmed that everything is in order. We are paying the amount out to you.',
    },
    withdrawn: {
      escrow: withdrawn,
      buyer:
        'You have withdrawn from the purchase. The machine goes back to the seller at the seller’s cost, and you receive the full amount back.',
      seller:
        'The buyer has withdrawn from the purchase. The machine is returned to you at your cost, and the buyer receives the amount back.',
    },
    refused_at_delivery: {
      escrow: { ...inspection, state: 'refused_at_delivery' },
      buyer:
        'The machine was refused at delivery. It goes back to the seller, and you receive the full amount back.',
      seller:
        'The machine was refused at delivery. It is returned to you at your cost, and the buyer receives the amount back.',
    },
    period_over: {
      escrow: periodOver,
      buyer:
        'The inspection period has ended without an objection. We are paying the amount out to the seller.',
      seller:
        'The inspection period has ended without an objection from the buyer. We are paying the amount out to you.',
    },
    closed: {
      escrow: {
        ...accepted,
        state: 'closed',
        steps: { ...accepted.steps, paid_out_on: '2026-12-11', closed_at: '2026-12-11T09:00:00Z' },
      },
      buyer: 'The amount has been paid out to the seller. The escrow is closed.',
      seller: 'The amount has been paid out to you. The escrow is closed.',
    },
  };

  it.each(ESCROW_STATES.flatMap((state) => (['buyer', 'seller'] as const).map((p) => [state, p])))(
    'in state %s tells the %s where it stands',
    (state, party) => {
      const outcome = OUTCOMES[state as EscrowState];
      renderPanel({ ...outcome.escrow, party });
      expect(screen.getByText(outcome[party as 'buyer' | 'seller'])).toBeVisible();
      const answers = screen.queryAllByRole('button').map((button) => button.textContent);
      expect(answers).toEqual(
        state === 'inspection' && party === 'buyer'
          ? ['Everything is in order — release the amount', 'Withdraw from the purchase']
          : [],
      );
    },
  );

  it('names each step after what happened, and shows the seller the buyer’s reason for withdrawing', () => {
    renderPanel({
      ...withdrawn,
      state: 'closed',
      party: 'seller',
      withdraw_reason: 'Hydraulik undicht',
      steps: { ...withdrawn.steps, refunded_on: '2026-12-20', closed_at: '2026-12-20T09:00:00Z' },
    });
    expect(
      screen.getByText('The amount has been refunded to the buyer. The escrow is closed.'),
    ).toBeVisible();
    expect(
      screen.getByText('Reason for the withdrawal', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('Hydraulik undicht');
    expect(steps()).toEqual([
      'Payment received: 1 December 2026',
      'Delivered: 7 December 2026',
      'Buyer withdrew from the purchase: 9 December 2026',
      'Refunded to the buyer: 20 December 2026',
    ]);
  });

  it('takes the answers away once the deadline has passed, before the schedule has marked it', async () => {
    vi.setSystemTime(new Date('2026-12-22T23:00:00Z'));
    renderPanel(inspection);
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
    expect(
      screen.getByText(
        'The machine has been delivered. Please inspect it and tell us before the deadline whether everything is in order.',
      ),
    ).toBeVisible();
  });

  it('shows nothing for an answer it cannot read', () => {
    const { container } = renderPanel({ ...inspection, state: 'lost' });
    expect(container).toBeEmptyDOMElement();
  });
});

describe("the buyer's answers", () => {
  it('release the amount: asks once in a dialog, sends it once, then shows the new state', async () => {
    const fetch = answerRequests({ status: 200, body: accepted });
    renderPanel(inspection);
    await userEvent.click(acceptButton());
    const dialog = screen.getByRole('alertdialog', { name: 'Release the amount to the seller?' });
    expect(dialog).toHaveTextContent(
      'You confirm that the machine is in order. We then pay €118,500.00 out to the seller. This cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release the amount' }));

    const news = await screen.findByText(
      'Thank you. You have confirmed that everything is in order.',
    );
    await waitFor(() => expect(news.parentElement).toHaveFocus());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(
      screen.getByText(
        'You have confirmed that everything is in order. We are paying the amount out to the seller.',
      ),
    ).toBeVisible();
    expect(steps()[2]).toBe('Confirmed by the buyer: 9 December 2026');
    expect(screen.queryByRole('button')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(rpcRequest(fetch, 0)).toEqual({
      url: `${env.supabaseUrl}/rest/v1/rpc/answer_escrow`,
      body: { tracking_number: 'NX-53', party_key: 'party-key-buyer', decision: 'accept' },
    });
  });

  it('cancelling the question sends nothing and returns the focus to its button', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderPanel(inspection);
    await userEvent.click(acceptButton());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(acceptButton()).toHaveFocus());
    expect(fetch).not.toHaveBeenCalled();
  });

  it('withdraw asks for a reason first, explains the return at the seller’s cost, and sends the reason', async () => {
    const fetch = answerRequests({ status: 200, body: withdrawn });
    renderPanel(inspection);
    expect(
      screen.getByText(
        'If you withdraw, the machine goes back to the seller at the seller’s cost, and we refund you the full amount.',
      ),
    ).toBeVisible();
    await userEvent.click(withdrawButton());
    const reason = screen.getByRole('textbox', { name: 'Reason for the withdrawal' });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAccessibleDescription(
      '0 of 2000 characters Please give a reason for your withdrawal.',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await userEvent.type(reason, '  Hydraulik undicht  ');
    await userEvent.click(withdrawButton());
    const dialog = screen.getByRole('alertdialog', { name: 'Withdraw from the purchase?' });
    expect(dialog).toHaveTextContent(
      'The machine goes back to the seller at the seller’s cost, and we refund you €118,500.00 in full. This cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText('Your withdrawal has been recorded.')).toBeVisible();
    expect(steps()[2]).toBe('Buyer withdrew from the purchase: 9 December 2026');
    expect(rpcRequest(fetch, 0).body).toEqual({
      tracking_number: 'NX-53',
      party_key: 'party-key-buyer',
      decision: 'withdraw',
      reason: 'Hydraulik undicht',
    });
  });

  it('a dead backend: says so, keeps the typed reason and both answers, and the next try goes through', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderPanel(inspection);
    await userEvent.type(screen.getByLabelText('Reason for the withdrawal'), 'Motor defekt');
    await userEvent.click(withdrawButton());
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));

    expect(
      await screen.findByText(
        'Your answer could not be sent. Please try again; what you have entered is kept.',
      ),
    ).toBeVisible();
    expect(screen.getByLabelText('Reason for the withdrawal')).toHaveValue('Motor defekt');
    expect(acceptButton()).toBeEnabled();

    fetch.mockResolvedValueOnce(Response.json(withdrawn));
    await userEvent.click(withdrawButton());
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Your withdrawal has been recorded.')).toBeVisible();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each([
    [
      'escrow_period_over',
      periodOver,
      'The inspection period has already ended, so your answer could not be recorded. Above you can see the current state.',
      'The inspection period has ended without an objection. We are paying the amount out to the seller.',
    ],
    [
      'escrow_transition',
      accepted,
      'This step is no longer possible: the escrow has moved on in the meantime. Above you can see the current state.',
      'You have confirmed that everything is in order. We are paying the amount out to the seller.',
    ],
  ])(
    'refused with %s: says why, reads the escrow again and shows it, and keeps the typed reason on screen',
    async (detail, now, message, status) => {
      const fetch = answerRequests(
        { status: 409, body: { code: 'PT409', details: detail, hint: null, message: 'refused' } },
        { status: 200, body: [lookupRow(now)] },
      );
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      renderPanel(inspection);
      await userEvent.type(screen.getByLabelText('Reason for the withdrawal'), 'Motor defekt');
      await userEvent.click(withdrawButton());
      await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));

      expect(await screen.findByText(message)).toBeVisible();
      expect(screen.getByText(status)).toBeVisible();
      expect(screen.getByText('Motor defekt')).toBeVisible();
      expect(screen.queryByRole('button')).toBeNull();
      expect(rpcRequest(fetch, 1)).toEqual({
        url: `${env.supabaseUrl}/rest/v1/rpc/track_shipment`,
        body: { tracking_number: 'NX-53', party_key: 'party-key-buyer' },
      });
    },
  );
});
