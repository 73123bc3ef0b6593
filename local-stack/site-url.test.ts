import { describe, expect, it } from 'vitest';

import { devSiteUrl } from './site-url';

describe('devSiteUrl', () => {
  it('puts the dev server’s port into a site URL on this machine', () => {
    expect(devSiteUrl('http://127.0.0.1:5173', 5180)).toBe('http://127.0.0.1:5180');
    expect(devSiteUrl('http://localhost:5173/', 5999)).toBe('http://localhost:5999');
    expect(devSiteUrl('http://[::1]:5173', 6000)).toBe('http://[::1]:6000');
  });

  it('leaves a real site as configured', () => {
    expect(devSiteUrl('https://www.example.com', 5180)).toBe('https://www.example.com');
    expect(devSiteUrl('https://staging.example.com:8443/site', 5180)).toBe(
      'https://staging.example.com:8443/site',
    );
  });
});
