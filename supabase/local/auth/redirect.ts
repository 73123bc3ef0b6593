/**
 * Where an e-mail link may send the browser (supabase/auth internal/utilities/request.go
 * `IsRedirectURLValid`, `GetReferrer`): the site itself, loopback addresses, or a URL matching
 * a pattern of the allow-list (`[auth] additional_redirect_urls`, gobwas/glob with `.` and `/`
 * as separators). Anything else falls back to the site URL.
 */
import { isIP } from 'node:net';

export interface RedirectConfig {
  siteUrl: string;
  additionalRedirectUrls: readonly string[];
}

function parse(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

const escapeRegex = (text: string) => text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');

/** gobwas/glob with separators '.' and '/': `*` stops at them, `**` does not, `?` is one char. */
export function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i] ?? '';
    if (char === '*' && pattern[i + 1] === '*') {
      source += '.*';
      i++;
    } else if (char === '*') source += '[^./]*';
    else if (char === '?') source += '[^./]';
    else if (char === '\\' && i + 1 < pattern.length) source += escapeRegex(pattern[++i] ?? '');
    else source += escapeRegex(char);
  }
  return new RegExp(`^${source}$`, 's');
}

const isLocalhost = (host: string) =>
  host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host === '::1';

// Go's url.Hostname() strips the brackets of an IPv6 literal.
const hostname = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');
const port = (url: URL) => url.port;

export function isRedirectUrlValid(config: RedirectConfig, redirectUrl: string): boolean {
  if (redirectUrl === '') return false;
  const base = parse(config.siteUrl);
  const target = parse(redirectUrl);
  if (!base || !target) return false;
  if (
    hostname(base) === hostname(target) &&
    base.protocol === target.protocol &&
    (port(base) === port(target) || isLocalhost(hostname(target)))
  ) {
    return true;
  }
  const host = hostname(target);
  const isHttp = target.protocol === 'http:' || target.protocol === 'https:';
  if (/^[0-9]+$/.test(host)) return false;
  if (isIP(host) !== 0) return host === '::1' || /^127\./.test(host);
  if (isHttp && !/^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/.test(host)) return false;
  const withoutFragment = redirectUrl.split('#')[0] ?? '';
  return config.additionalRedirectUrls.some((pattern) =>
    globToRegExp(pattern).test(withoutFragment),
  );
}

/** utilities.GetReferrer: `redirect_to` when allowed, else the Referer header when allowed, else the site. */
export function referrer(
  config: RedirectConfig,
  redirectTo: string | undefined,
  refererHeader: string | undefined,
): string {
  if (redirectTo && isRedirectUrlValid(config, redirectTo)) return redirectTo;
  if (refererHeader && isRedirectUrlValid(config, refererHeader)) return refererHeader;
  return config.siteUrl;
}
