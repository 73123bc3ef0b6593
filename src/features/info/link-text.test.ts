import { describe, expect, it } from 'vitest';

import { linkParts } from './link-text';

describe('linkParts', () => {
  it('keeps text without addresses as one plain piece', () => {
    expect(linkParts('Geschlossen am 24.12.\nDanke!')).toEqual([
      { text: 'Geschlossen am 24.12.\nDanke!' },
    ]);
    expect(linkParts('')).toEqual([]);
  });

  it('links http and https addresses, without the punctuation that ends the sentence', () => {
    expect(
      linkParts('Siehe https://example.com/zoll?x=1&y=2. Oder http://example.org, bitte'),
    ).toEqual([
      { text: 'Siehe ' },
      { text: 'https://example.com/zoll?x=1&y=2', href: 'https://example.com/zoll?x=1&y=2' },
      { text: '. Oder ' },
      { text: 'http://example.org', href: 'http://example.org/' },
      { text: ', bitte' },
    ]);
  });

  it('keeps brackets that belong to the address and drops those around it', () => {
    expect(linkParts('(https://en.wikipedia.org/wiki/Tractor_(disambiguation))')).toEqual([
      { text: '(' },
      {
        text: 'https://en.wikipedia.org/wiki/Tractor_(disambiguation)',
        href: 'https://en.wikipedia.org/wiki/Tractor_(disambiguation)',
      },
      { text: ')' },
    ]);
  });

  it('links nothing but http(s): other schemes and broken addresses stay text', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.com/file',
      'mailto:info@example.com',
      'https://',
      'https://[broken',
      'xhttps://example.com',
    ]) {
      expect(linkParts(text)).toEqual([{ text }]);
    }
  });

  it('never lets quotes or angle brackets into a link', () => {
    expect(linkParts('<a href="https://evil.example/">x</a>')).toEqual([
      { text: '<a href="' },
      { text: 'https://evil.example/', href: 'https://evil.example/' },
      { text: '">x</a>' },
    ]);
  });
});
