/**
 * Issue #34: `redirect_to` forms that a regular expression and a browser read differently, or
 * that lead anywhere but an http(s) page of the site. Each row names the host the browser
 * (WHATWG `new URL`, which follows the link) goes to, or null when it cannot parse the URL; the
 * local Auth service must refuse all of them and fall back to the site URL.
 */
import { describe, expect, it } from 'vitest';

import { isRedirectUrlValid, referrer } from './redirect';

// As supabase/config.toml sets them.
const config = {
  siteUrl: 'http://127.0.0.1:5173',
  additionalRedirectUrls: ['http://localhost:5173'],
};

const HOSTILE: [url: string, browserHost: string | null][] = [
  // Backslashes: the browser ends the authority there, a regular expression does not.
  ['http://evil.example\\@127.0.0.1:5173/', 'evil.example'],
  ['http://evil.example\\\\@127.0.0.1:5173/', 'evil.example'],
  ['hTTp://EVIL.example\\@127.0.0.1:5173/', 'evil.example'],
  ['http:\\\\evil.example\\', 'evil.example'],
  ['http:/\\evil.example/', 'evil.example'],
  ['http://127.0.0.1:5173\\@evil.example/', '127.0.0.1'],
  ['http://127.0.0.1:5173/\\evil.example', '127.0.0.1'],
  // `@` in every place: user-info is refused, wherever the host is.
  ['http://127.0.0.1:5173@evil.example/', 'evil.example'],
  ['http://evil.example@127.0.0.1:5173/', '127.0.0.1'],
  ['http://user:pass@127.0.0.1:5173/', '127.0.0.1'],
  ['http://@127.0.0.1:5173/', '127.0.0.1'],
  ['http://evil.example:80@127.0.0.1:5173/', '127.0.0.1'],
  ['http://[::1]@evil.example/', 'evil.example'],
  ['http://evil.example%5C@127.0.0.1:5173/', '127.0.0.1'],
  ['http://evil.example%2F@127.0.0.1:5173/', '127.0.0.1'],
  ['http://evil.example%23@127.0.0.1:5173/', '127.0.0.1'],
  ['http://evil.example#@127.0.0.1:5173/', 'evil.example'],
  ['http://evil.example?@127.0.0.1:5173/', 'evil.example'],
  ['http://evil.example/@127.0.0.1:5173/', 'evil.example'],
  ['http://127.0.0.1:5173%40evil.example/', null],
  // Tabs, line breaks, spaces and NUL: the browser drops or rejects them.
  ['http://127.0.0.1\t.evil.example:5173/', '127.0.0.1.evil.example'],
  ['http://127.0.0.1\n:5173@evil.example/', 'evil.example'],
  [' http://evil.example/', 'evil.example'],
  ['http://evil.example\u0000.127.0.0.1/', null],
  ['http://127.0.0.1:5173/\r\nx', '127.0.0.1'],
  // `//` and missing authorities.
  ['//evil.example/', null],
  ['///evil.example/', null],
  ['http:///evil.example/', 'evil.example'],
  ['http:evil.example', 'evil.example'],
  // Schemes other than http(s), loopback host or not.
  ['javascript://127.0.0.1:5173/%0aalert(1)', '127.0.0.1'],
  ['JAVASCRIPT://localhost/%0Aalert(document.domain)', 'localhost'],
  ['data://127.0.0.1:5173/,hello', '127.0.0.1'],
  ['ftp://127.0.0.1:5173/', '127.0.0.1'],
  ['file://127.0.0.1/etc/passwd', '127.0.0.1'],
  ['ws://127.0.0.1:5173/', '127.0.0.1'],
  // Hosts the browser rewrites: numbers, encodings, IDN, IPv6 spellings.
  ['http://2130706433:5173/', '127.0.0.1'],
  ['http://0x7f.1:5173/', '127.0.0.1'],
  ['http://127.1:5173/', '127.0.0.1'],
  ['http://127.0.0.1.:5173/', '127.0.0.1'],
  ['http://%31%32%37.0.0.1:5173/', '127.0.0.1'],
  ['http://\u212Fvil.example/', 'evil.example'],
  ['http://\u24D4\u24E5\u24D8\u24DB.example/', 'evil.example'],
  ['http://\u0435vil.example/', 'xn--vil-qdd.example'],
  ['http://[::ffff:127.0.0.1]:5173/', '[::ffff:7f00:1]'],
  ['http://[0:0:0:0:0:0:0:1]:5173/', '[::1]'],
  ['http://127.0.0.1:5173.evil.example/', null],
  ['http://localhost.evil.example:5173/', 'localhost.evil.example'],
];

function browserHost(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

describe('hostile redirect_to forms', () => {
  it('has at least 30 of them', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30);
  });

  it.each(HOSTILE)('%j (the browser goes to %s) is refused', (url, host) => {
    expect(browserHost(url)).toBe(host);
    expect(isRedirectUrlValid(config, url)).toBe(false);
    expect(referrer(config, url, undefined)).toBe(config.siteUrl);
  });

  it.each([
    'http://127.0.0.1:5173/admin/parola-noua',
    'http://127.0.0.1:5173',
    'HTTP://127.0.0.1:5173/admin/x?a=b#c',
    'http://localhost:5173',
    'http://[::1]:5173/admin/x',
    'http://127.0.0.1:4173/admin/x',
  ])('accepts %s', (url) => {
    expect(isRedirectUrlValid(config, url)).toBe(true);
  });
});
