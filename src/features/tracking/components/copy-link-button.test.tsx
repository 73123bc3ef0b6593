/** The copied link carries the party key only when it is given (DECISIONS 18). */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { SITE_URL } from '@/lib/company';
import { renderInLanguage } from '@/testing/render-in-language';

import { CopyLinkButton } from './copy-link-button';

const KEY = 'Ab3_-Ab3_-Ab3_-Ab3_-Ab3_-Ab3_-Ab';

describe('copy link', () => {
  it.each([
    ['without a key', undefined, `${SITE_URL}/fr/suivi?id=482913`],
    ['with a key', KEY, `${SITE_URL}/fr/suivi?id=482913&k=${KEY}`],
  ])('%s copies the canonical URL in the page language', async (_, partyKey, url) => {
    const user = userEvent.setup();
    renderInLanguage(<CopyLinkButton trackingNumber="482913" partyKey={partyKey} />, {
      lang: 'fr',
      url: '/fr/suivi',
    });
    const button = screen.getByRole('button', { name: 'Copier le lien' });
    expect(button).toHaveAttribute('data-url', url);
    await user.click(button);
    expect(await navigator.clipboard.readText()).toBe(url);
  });

  it('encodes a number that is not URL-safe', () => {
    renderInLanguage(<CopyLinkButton trackingNumber="MX 12&3" />, { lang: 'en', url: '/en/x' });
    expect(screen.getByRole('button', { name: 'Copy link' })).toHaveAttribute(
      'data-url',
      `${SITE_URL}/en/tracking?id=MX%2012%263`,
    );
  });
});
