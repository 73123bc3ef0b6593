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

interface GoUrl {
  scheme: string;
  /** As written: WHATWG URL would turn `2130706433` or `0x7f.1` into 127.0.0.1, Go does not. */
  hostname: string;
  port: string;
}

/** The parts of Go's url.Parse that the check reads, taken from the text as written. */
function parse(value: string): GoUrl | null {
  try {
    new URL(value);
  } catch {
    return null;
  }
  const match =
    /^([a-zA-Z][a-zA-Z0-9+.-]*):(?:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)(?::(\d*))?)?/.exec(
      value,
    );
  if (!match) return null;
  return {
    scheme: (match[1] ?? '').toLowerCase(),
    hostname: (match[2] ?? '').replace(/^\[|\]$/g, ''),
    port: match[3] ?? '',
  };
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

// url_validator.go isLocalhost.
const LOCALHOST = ['localhost', '127.0.0.1', '::1', '0.0.0.0', '::'];
const isLocalhost = (host: string) => LOCALHOST.includes(host.toLowerCase());

export function isRedirectUrlValid(config: RedirectConfig, redirectUrl: string): boolean {
  if (redirectUrl === '') return false;
  const base = parse(config.siteUrl);
  const target = parse(redirectUrl);
  if (!base || !target) return false;
  if (
    base.hostname === target.hostname &&
    base.scheme === target.scheme &&
    (base.port === target.port || isLocalhost(target.hostname))
  ) {
    return true;
  }
  const host = target.hostname;
  const isHttp = target.scheme === 'http' || target.scheme === 'https';
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
