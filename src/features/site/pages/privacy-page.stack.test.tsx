/**
 * The privacy notice prints the retention periods the owner set, read from the real database
 * as the page mounts (issue #49): the prerendered page cannot know them, the defaults may be
 * wrong. The setting is changed as /admin/staff stores it (one row), and put back after.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { REQUEST_RETENTION } from '@/lib/retention';
import { ownerSql } from '@/testing/owner-sql';
import { renderInLanguage } from '@/testing/render-in-language';
import { backend } from '@/testing/stack';
import type { Language } from '#common/languages';

import { PrivacyPage } from './privacy-page';

const HEADING: Partial<Record<Language, string>> = {
  de: 'Speicherdauer',
  pl: 'Okres przechowywania',
};

async function setRetention(keepMonths: number, spamKeepDays: number) {
  await ownerSql(
    'update private.transport_request_settings set keep_months = $1, spam_keep_days = $2',
    [keepMonths, spamKeepDays],
  );
}

/** The retention list's first two items: requests, then spam. */
function periodItems(lang: Language) {
  const section = screen.getByRole('region', { name: HEADING[lang] });
  return within(section)
    .getAllByRole('listitem')
    .slice(0, 2)
    .map((item) => item.textContent);
}

afterEach(async () => {
  vi.restoreAllMocks();
  await setRetention(REQUEST_RETENTION.keepMonths.default, REQUEST_RETENTION.spamKeepDays.default);
});

describe('the privacy notice on the stack', () => {
  it('says the owner’s periods: 12 months and 60 days once the owner sets them', async () => {
    await setRetention(12, 60);
    renderInLanguage(<PrivacyPage />, { lang: 'de' });
    await screen.findByText(/automatisch nach 12 Monaten ab ihrem Eingang/);
    expect(periodItems('de')).toEqual([
      'Anfragen, aus denen kein Transportauftrag wird, löschen wir automatisch nach 12 Monaten ab ihrem Eingang; diese Frist wenden wir derzeit an, und ändern wir sie, passen wir diese Erklärung an.',
      'Anfragen, die von automatisierten Programmen gesendet werden, löschen wir nach 60 Tagen.',
    ]);
  });

  it('writes one month and one day in the language’s singular, the defaults as they stand', async () => {
    await setRetention(1, 1);
    const first = renderInLanguage(<PrivacyPage />, { lang: 'pl' });
    await screen.findByText(/usuwane po 1 miesiącu od ich otrzymania/);
    expect(periodItems('pl')[1]).toBe(
      'Zapytania wysłane przez zautomatyzowane programy usuwamy po 1 dniu.',
    );
    first.unmount();

    await setRetention(
      REQUEST_RETENTION.keepMonths.default,
      REQUEST_RETENTION.spamKeepDays.default,
    );
    renderInLanguage(<PrivacyPage />, { lang: 'pl' });
    await screen.findByText(/usuwane po 6 miesiącach od ich otrzymania/);
    expect(periodItems('pl')[1]).toBe(
      'Zapytania wysłane przez zautomatyzowane programy usuwamy po 30 dniach.',
    );
  });

  it('gives the longest period the setting allows while the backend cannot be reached', async () => {
    await backend.goDown();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderInLanguage(<PrivacyPage />, { lang: 'de' });
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(fetchSpy.mock.calls[0]![0]).toMatch(/\/rest\/v1\/rpc\/transport_request_retention$/);
    // Connection refused: the page has its answer, and keeps the wording for any setting.
    await act(async () => {
      await expect(fetchSpy.mock.results[0]!.value).rejects.toThrow(TypeError);
    });
    expect(periodItems('de')).toEqual([
      'Anfragen, aus denen kein Transportauftrag wird, löschen wir automatisch nach einer von uns festgelegten Frist von höchstens 36 Monaten ab ihrem Eingang.',
      'Anfragen, die von automatisierten Programmen gesendet werden, löschen wir nach einer von uns festgelegten Frist von höchstens 365 Tagen.',
    ]);
  });
});
