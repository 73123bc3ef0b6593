import { afterEach, describe, expect, it } from 'vitest';

import { collapseLeadingSlashes, documentPath, sitePath } from './site-path';

describe('sitePath', () => {
  it.each([
    ['//admin/tracking', '/admin/tracking'],
    ['///admin/tracking', '/admin/tracking'],
    ['/\\admin/tracking', '/admin/tracking'],
    ['\\\\evil.example/x', '/evil.example/x'],
    ['//evil.example/x?y=1#z', '/evil.example/x?y=1#z'],
  ])('keeps %j on the site as %j', (path, expected) => {
    expect(sitePath(path)).toBe(expected);
    expect(new URL(sitePath(path), 'https://site.test').origin).toBe('https://site.test');
  });

  it.each(['/admin/tracking', '/de/kontakt?x=//y', '/a//b', '/'])('leaves %j as it is', (path) => {
    expect(sitePath(path)).toBe(path);
  });
});

describe('collapseLeadingSlashes', () => {
  afterEach(() => {
    history.replaceState(null, '', '/');
  });

  it('moves //admin/tracking to /admin/tracking in place, query, hash and state kept', () => {
    history.replaceState({ idx: 0 }, '', '/x');
    const entries = history.length;
    // jsdom, as browsers, reads `//admin/…` in pushState as another origin: set the path directly.
    history.replaceState({ idx: 0 }, '', `${location.origin}//admin/tracking?q=1#row`);
    expect(location.pathname).toBe('//admin/tracking');

    collapseLeadingSlashes();
    expect(location.href).toBe(`${location.origin}/admin/tracking?q=1#row`);
    expect(history.state).toEqual({ idx: 0 });
    expect(history.length).toBe(entries);
  });

  it('leaves an ordinary path alone', () => {
    history.replaceState(null, '', '/admin/info?tab=fr');
    collapseLeadingSlashes();
    expect(location.pathname + location.search).toBe('/admin/info?tab=fr');
  });
});

describe('documentPath', () => {
  it.each([
    ['//admin/tracking', '/admin/tracking'],
    ['/\\admin/tracking', '/admin/tracking'],
    ['/admin//tracking', '/admin/tracking'],
    ['/%2F%2Fadmin/tracking', '/admin/tracking'],
    ['/admin/info/', '/admin/info'],
    ['/login', '/login'],
    ['//evil.example/x', '/evil.example/x'],
    ['/\\\\evil.example', '/evil.example'],
    ['/de/kontakt', '/de/kontakt'],
    ['/admin/requests/A-2026-00042', '/admin/requests/A-2026-00042'],
    ['//admin/requests//A-2026-00042/', '/admin/requests/A-2026-00042'],
  ])('loads %j as %j, on this site', (pathname, expected) => {
    expect(documentPath(pathname)).toBe(expected);
    expect(new URL(documentPath(pathname), 'https://site.test').origin).toBe('https://site.test');
  });
});
