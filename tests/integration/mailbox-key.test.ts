/**
 * How the request form's per-address limit reads an address (issue #48, supabase/schemas/base/
 * mailbox.sql): an internationalised domain is stored as the mail system writes it, in
 * punycode, by a PostgreSQL function of our own that must agree with Node's (WHATWG URL,
 * UTS #46 nontransitional) on what people type; and the mailbox key folds the ways of writing
 * one mailbox.
 */
import { domainToASCII } from 'node:url';

import { describe, expect, it } from 'vitest';

import { sql } from './support';

/** Domains as typed: umlauts, accents, ß, Cyrillic, Greek, CJK, Hangul, capitals, other dots. */
const DOMAINS = [
  'müller.de',
  'MÜLLER.DE',
  'bücher.example',
  'shop.bäckerei-müller.de',
  'straße.de',
  'ü.de',
  'café.fr',
  'ÉCOLE-ÉTÉ.fr',
  'españa.es',
  'résumé.example.com',
  'łódź.pl',
  'żółć.pl',
  'čeština.cz',
  'øresund.dk',
  'пример.рф',
  'ПРИМЕР.РФ',
  'яндекс.рф',
  'україна.укр',
  'ελλάδα.gr',
  'ΕΛΛΆΣ.gr',
  'ελλάς.gr',
  '例え.テスト',
  '中国.中国',
  '日本語.jp',
  '한국.kr',
  'مثال.إختبار',
  'ｍüller．de',
  'bücher。de',
  'example.com',
];

async function asciiDomain(domain: string): Promise<string> {
  const [row] = await sql<{ address: string }>('select private.ascii_email($1) as address', [
    `kunde@${domain}`,
  ]);
  return (row?.address ?? '').slice('kunde@'.length);
}

describe('private.ascii_email', () => {
  it.each(DOMAINS)('writes %s as Node’s url.domainToASCII does', async (domain) => {
    const expected = domainToASCII(domain);
    expect(expected).not.toBe('');
    // ASCII domains are kept as typed; every other one is mapped (lower case) and encoded.
    expect(await asciiDomain(domain)).toBe(/^\p{ASCII}*$/u.test(domain) ? domain : expected);
  });

  it('leaves the local part and an ASCII address as they are', async () => {
    const rows = await sql<{ address: string }>(
      `select private.ascii_email(a) as address
         from unnest(array['Max.Muster+Tag@Example.COM', 'Max.Muster@MÜLLER.de']) as a`,
    );
    expect(rows.map((row) => row.address)).toEqual([
      'Max.Muster+Tag@Example.COM',
      'Max.Muster@xn--mller-kva.de',
    ]);
  });
});

describe('private.mailbox_key', () => {
  it.each([
    [
      ['Victim@Example.com', 'victim+1@example.com', 'VICTIM+a.b@EXAMPLE.COM'],
      'victim@example.com',
    ],
    [
      ['jan.kowalski@gmail.com', 'JanKowalski+x@googlemail.com', 'j.a.n.k.o.w.a.l.s.k.i@GMAIL.com'],
      'jankowalski@gmail.com',
    ],
    [['kunde@xn--mller-kva.de', 'Kunde+Angebot@XN--MLLER-KVA.DE'], 'kunde@xn--mller-kva.de'],
  ])('reads %j as the one mailbox %s', async (addresses, key) => {
    const rows = await sql<{ key: string }>(
      'select private.mailbox_key(a) as key from unnest($1::text[]) as a',
      [addresses],
    );
    expect(rows.map((row) => row.key)).toEqual(addresses.map(() => key));
  });

  it('keeps the dots of providers that deliver a dotted name elsewhere', async () => {
    const rows = await sql<{ key: string }>(
      `select private.mailbox_key(a) as key
         from unnest(array['jan.kowalski@outlook.com', 'jan.kowalski@gmx.de']) as a`,
    );
    expect(rows.map((row) => row.key)).toEqual(['jan.kowalski@outlook.com', 'jan.kowalski@gmx.de']);
  });
});
