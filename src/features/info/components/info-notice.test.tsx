import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { InfoNotice } from './info-notice';

describe('InfoNotice', () => {
  it('shows title and content as text, in its own language, line breaks kept', () => {
    render(<InfoNotice lang="de" title="Wichtig" content={'Zeile eins\nZeile zwei'} />);
    const panel = screen.getByRole('complementary', { name: 'Wichtig' });
    expect(panel).toHaveAttribute('lang', 'de');
    expect(panel.querySelector('p')?.textContent).toBe('Zeile eins\nZeile zwei');
    expect(panel.querySelector('p')).toHaveClass('whitespace-pre-line');
  });

  it('never interprets hostile markup: it is shown as typed and nothing is created', () => {
    const title = '<img src=x onerror="window.hacked=1">';
    const content = '<script>window.hacked=1</script><a href="javascript:alert(1)">klick</a>';
    const { container } = render(<InfoNotice lang="en" title={title} content={content} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(title);
    expect(screen.getByText(content)).toBeVisible();
    expect(container.querySelector('img, script')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links typed web addresses, and only those, with rel noopener noreferrer nofollow', () => {
    render(
      <InfoNotice
        lang="fr"
        title="Info"
        content="Douane : https://douane.example/fr?a=1. javascript:alert(1) http://x.example"
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['https://douane.example/fr?a=1', 'https://douane.example/fr?a=1'],
      ['http://x.example', 'http://x.example/'],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    }
    expect(screen.getByRole('complementary')).toHaveTextContent(
      'Douane : https://douane.example/fr?a=1. javascript:alert(1) http://x.example',
    );
  });
});
