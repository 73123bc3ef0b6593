/** The redirect allow-list, as supabase/auth utilities.IsRedirectURLValid decides it. */
import { describe, expect, it } from 'vitest';

import { globToRegExp, hexEscapeNonAscii, isRedirectUrlValid, referrer } from './redirect';

const config = {
  siteUrl: 'https://transport.example.com',
  additionalRedirectUrls: ['https://*.example.org/admin/*', 'https://preview.example.net/**'],
};

describe('isRedirectUrlValid', () => {
  it.each([
    ['https://transport.example.com/admin/parola-noua', true],
    ['https://transport.example.com:8443/x', false],
    ['http://transport.example.com/x', false],
    ['https://staging.example.org/admin/login', true],
    // `*` stops at `.` and `/`.
    ['https://a.b.example.org/admin/login', false],
    ['https://staging.example.org/admin/a/b', false],
    ['https://preview.example.net/a/b/c', true],
    ['https://evil.example.com/', false],
    ['https://transport.example.com.evil.com/', false],
    // Loopback addresses are always allowed (native apps, RFC 8252); a decimal IP never.
    ['http://127.0.0.1:9999/x', true],
    ['http://2130706433/x', false],
    ['http://10.0.0.1/x', false],
    ['', false],
    ['not a url', false],
  ])('%s → %s', (url, valid) => {
    expect(isRedirectUrlValid(config, url)).toBe(valid);
  });

  it('matches a pattern without the fragment', () => {
    expect(isRedirectUrlValid(config, 'https://staging.example.org/admin/x#y/z')).toBe(true);
  });
});

describe('referrer', () => {
  it('takes redirect_to, else an allowed Referer, else the site', () => {
    const ok = 'https://transport.example.com/a';
    expect(referrer(config, ok, undefined)).toBe(ok);
    expect(referrer(config, 'https://evil.example.com/', ok)).toBe(ok);
    expect(referrer(config, 'https://evil.example.com/', 'https://evil.example.com/')).toBe(
      config.siteUrl,
    );
  });
});

describe('globToRegExp', () => {
  it('escapes regular-expression characters of the pattern', () => {
    expect(globToRegExp('https://a.com/(x)+').test('https://a.com/(x)+')).toBe(true);
    expect(globToRegExp('https://a.com/(x)+').test('https://a.com/xx')).toBe(false);
  });
});

describe('hexEscapeNonAscii', () => {
  it('escapes each UTF-8 byte above 0x7F in lower-case hex, as net/http does for Location', () => {
    expect(hexEscapeNonAscii('http://127.0.0.1:5173/a\u2028b?c=\u00e9#x=\u{1f69a}')).toBe(
      'http://127.0.0.1:5173/a%e2%80%a8b?c=%c3%a9#x=%f0%9f%9a%9a',
    );
    // ASCII is left as it is, escapes included.
    expect(hexEscapeNonAscii('http://x.test/a%20b?c=d&e#f')).toBe('http://x.test/a%20b?c=d&e#f');
  });
});
