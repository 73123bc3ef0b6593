import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { App } from './app';

describe('App', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the company name and a reachable backend', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    render(<App />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Musterfirma Transporte');
    expect(await screen.findByText('Backend: connected')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      'http://127.0.0.1:54321/auth/v1/health',
      expect.objectContaining({ headers: { apikey: 'test-anon-key' } }),
    );
  });

  it('says so when the backend cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')),
    );

    render(<App />);

    expect(await screen.findByText('Backend: unreachable')).toBeInTheDocument();
  });

  it('treats an error answer as unreachable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>().mockResolvedValue(new Response('', { status: 401 })),
    );

    render(<App />);

    expect(await screen.findByText('Backend: unreachable')).toBeInTheDocument();
  });
});
