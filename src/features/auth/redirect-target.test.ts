import { describe, expect, it } from 'vitest';

import { loginPath, redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it.each([
    ['/driver/transport/A-1/preluare', '/driver/transport/A-1/preluare'],
    ['/admin/tracking', '/driver/'],
    ['//evil.example/driver/', '/driver/'],
    ['/driver/../admin/tracking', '/driver/'],
    [null, '/driver/'],
  ])("for a driver follows only the drivers' app: %j → %s", (redirect, expected) => {
    expect(redirectTarget(redirect, 'driver')).toBe(expected);
  });

  it("for staff refuses the drivers' app", () => {
    expect(redirectTarget('/driver/', 'owner')).toBe('/admin/tracking');
  });

  it.each([
    ['/admin/info', '/admin/info'],
    ['/admin/tracking?q=12&page=2#row', '/admin/tracking?q=12&page=2#row'],
    ['/admin/content', '/admin/content'],
  ])('follows %s', (redirect, expected) => {
    expect(redirectTarget(redirect)).toBe(expected);
  });

  it.each([
    null,
    '',
    'admin/info',
    'https://evil.example/admin/info',
    '//evil.example/admin/info',
    '/\\evil.example/admin/info',
    '/\t/evil.example',
    'javascript:alert(1)',
    '/admin/../login',
    '/admin/%2e%2e/login',
    '/admin',
    '/de/kontakt',
    '/login?redirect=/admin/info',
  ])('refuses %j and goes to the shipments screen', (redirect) => {
    expect(redirectTarget(redirect)).toBe('/admin/tracking');
  });
});

describe('loginPath', () => {
  it('carries the page to come back to, and redirectTarget reads it back', () => {
    const path = loginPath('/admin/info?tab=ro&x=1');
    expect(path).toBe('/login?redirect=%2Fadmin%2Finfo%3Ftab%3Dro%26x%3D1');
    expect(redirectTarget(new URL(path, 'http://site.test').searchParams.get('redirect'))).toBe(
      '/admin/info?tab=ro&x=1',
    );
  });
});
