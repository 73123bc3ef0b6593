import { describe, expect, it } from 'vitest';

import type { InfoContent } from './api/info-schemas';
import { infoStatus } from './info-status';

const german: InfoContent = {
  lang: 'de',
  title: 'Hinweis',
  content: 'Text',
  updated_at: '2026-11-23T10:00:00.000001+00:00',
};

describe('infoStatus', () => {
  it('tells a missing row from an empty text', () => {
    expect(infoStatus(undefined, german)).toBe('missing');
    expect(infoStatus({ ...german, lang: 'fr', title: ' ', content: '' }, german)).toBe('empty');
  });

  it('calls a text last changed before the German one probably outdated', () => {
    const before = { ...german, lang: 'it' as const, updated_at: '2026-11-23T10:00:00+00:00' };
    const same = { ...before, updated_at: german.updated_at };
    const after = { ...before, updated_at: '2026-11-23T10:00:01+00:00' };
    expect(infoStatus(before, german)).toBe('outdated');
    expect(infoStatus(same, german)).toBe('current');
    expect(infoStatus(after, german)).toBe('current');
  });

  it('never calls German outdated, nor anything when German is empty or missing', () => {
    const older = { ...german, lang: 'en' as const, updated_at: '2020-01-01T00:00:00+00:00' };
    expect(infoStatus(german, german)).toBe('current');
    expect(infoStatus(older, { ...german, title: '', content: '' })).toBe('current');
    expect(infoStatus(older, undefined)).toBe('current');
  });
});
