/**
 * Honest papers (issue #54): a shipment without what a CMR needs gets no PDF button, but a
 * Romanian message naming the fields to fill in with the form's own words.
 */
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';

import { resourcesFor } from '@/lib/i18n/eager-resources';
import { createI18n } from '@/lib/i18n/i18n';
import { ADMIN_LANGUAGE } from '#common/languages';

import type { Shipment } from '../../api/shipment-schemas';
import { CmrDialog } from './cmr-dialog';

const i18n = createI18n({ lng: ADMIN_LANGUAGE, resources: resourcesFor(ADMIN_LANGUAGE) });

const shipment = {
  id: '482913',
  shipperaddress: 'Industriestraße 12, Augsburg',
  recipientaddress: '',
  transportedgoods: ' ',
  weight_kg: null,
} as Shipment;

describe('the CMR dialog for a shipment that lacks what a CMR needs', () => {
  it('lists what to fill in, in Romanian, and offers no PDF', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <CmrDialog shipment={shipment} onClose={() => {}} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Scrisoare de trăsură CMR – 482913' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Pentru scrisoarea de trăsură CMR lipsesc din expediere: Adresă destinatar, Mărfuri transportate și Greutate (kg). Completează-le cu „Editează / actualizează traseul” și deschide din nou scrisoarea.',
    );
    expect(screen.queryByRole('button', { name: 'Creează PDF' })).toBeNull();
  });
});
