/**
 * The section "Dimensiuni și autorizații" inside a form with the dialog's schema: the oversize
 * verdict follows what is typed, an approved permit asks for its number and date, and the
 * messages sit next to their fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';

import { resourcesFor } from '@/lib/i18n/eager-resources';
import { createI18n } from '@/lib/i18n/i18n';
import { ADMIN_LANGUAGE } from '#common/languages';

import { shipmentFormSchema, type ShipmentFormValues } from '../../form/shipment-form-schema';
import { newShipmentValues } from '../../form/shipment-form-values';
import { LoadFields } from './load-fields';

const i18n = createI18n({ lng: ADMIN_LANGUAGE, resources: resourcesFor(ADMIN_LANGUAGE) });
const schema = shipmentFormSchema(i18n.getFixedT(ADMIN_LANGUAGE, 'shipments'));

function Harness({
  onValid,
  children,
}: {
  onValid: (values: ShipmentFormValues) => void;
  children: ReactNode;
}) {
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { ...newShipmentValues('123456'), shippername: 'A', recipientname: 'B' },
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
        {children}
        <button type="submit">Salvează</button>
      </form>
    </FormProvider>
  );
}

function renderSection() {
  const saved: ShipmentFormValues[] = [];
  render(
    <I18nextProvider i18n={i18n}>
      <Harness onValid={(values) => saved.push(values)}>
        <LoadFields />
      </Harness>
    </I18nextProvider>,
  );
  return { user: userEvent.setup(), saved, verdict: () => screen.getByRole('status') };
}

describe('LoadFields', () => {
  it('has a labelled group and a label on every input', () => {
    renderSection();
    const group = screen.getByRole('group', { name: 'Dimensiuni și autorizații' });
    for (const label of [
      'Lungime (m)',
      'Lățime (m)',
      'Înălțime (m)',
      'Greutate (kg)',
      'Încărcare de la',
      'Încărcare până la',
      'Livrare de la',
      'Livrare până la',
    ]) {
      expect(within(group).getByLabelText(label)).toBeInTheDocument();
    }
    expect(
      within(group).getByRole('combobox', { name: 'Autorizație specială de transport (AST)' }),
    ).toHaveTextContent('Nu e necesară');
    expect(within(group).getByRole('combobox', { name: 'Însoțire' })).toHaveTextContent(
      'Fără însoțire',
    );
  });

  it('shows the oversize verdict of the widths as they are typed', async () => {
    const { user, verdict } = renderSection();
    expect(verdict()).toHaveTextContent(
      'Verdict gabaritCompletează dimensiunile sau greutatea pentru verdictul de gabarit.',
    );
    const width = screen.getByLabelText('Lățime (m)');
    await user.type(width, '2,40');
    expect(verdict()).toHaveTextContent('Verdict gabaritGabarit normal');
    expect(verdict()).toHaveAttribute('data-oversize', 'normal');

    await user.clear(width);
    await user.type(width, '3,20');
    expect(verdict()).toHaveTextContent(
      'Verdict gabaritNecesită autorizațieDepășește probabil: lățimea.',
    );
    expect(verdict()).toHaveAttribute('data-oversize', 'permit');

    await user.clear(width);
    await user.type(width, '3.80');
    expect(verdict()).toHaveTextContent(
      'Verdict gabaritPeste gabaritul uzualMai înalt de 4,00 m sau mai lat de 3,70 m: peste ce transportă firma de obicei.Depășește probabil: lățimea.',
    );
    expect(verdict()).toHaveAttribute('data-oversize', 'beyond');
  });

  it('reveals the number and date of an approved permit, and wants them', async () => {
    const { user, saved } = renderSection();
    expect(screen.queryByLabelText(/Număr autorizație/)).not.toBeInTheDocument();
    await user.click(
      screen.getByRole('combobox', { name: 'Autorizație specială de transport (AST)' }),
    );
    await user.click(await screen.findByRole('option', { name: 'Aprobată' }));

    const number = screen.getByRole('textbox', { name: 'Număr autorizație' });
    const until = screen.getByLabelText(/^Autorizație valabilă până la/);
    await user.click(screen.getByRole('button', { name: 'Salvează' }));
    expect(saved).toEqual([]);
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Pentru o autorizație aprobată introdu numărul ei.');
    expect(until).toHaveAccessibleDescription(
      'Pentru o autorizație aprobată alege data până la care e valabilă.',
    );

    await user.type(number, 'AT-2026-118');
    await user.type(until, '2026-12-15');
    await user.click(screen.getByRole('button', { name: 'Salvează' }));
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      permit: 'approved',
      permit_number: 'AT-2026-118',
      permit_valid_until: '2026-12-15',
    });
  });

  it('says next to a measure what is wrong with it', async () => {
    const { user, saved } = renderSection();
    await user.type(screen.getByLabelText('Lățime (m)'), '12,5');
    await user.type(screen.getByLabelText('Lungime (m)'), 'lung');
    await user.click(screen.getByRole('button', { name: 'Salvează' }));
    expect(saved).toEqual([]);
    expect(screen.getByLabelText('Lățime (m)')).toHaveAccessibleDescription(
      'De ex. 3,20 Lățimea trebuie să fie între 0 și 12 m.',
    );
    expect(screen.getByLabelText('Lungime (m)')).toHaveAccessibleDescription(
      'De ex. 3,20 Scrie un număr, de ex. 3,20.',
    );
  });
});
