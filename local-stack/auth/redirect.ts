/**
 * Where an e-mail link may send the browser (supabase/auth internal/utilities/request.go
 * `IsRedirectURLValid`, `GetReferrer`): the site itself, loopback addresses, or a URL matching
 * a pattern of the allow-list (`[auth] additional_redirect_urls`, gobwas/glob with `.` and `/`
 * as separators). Anything else falls back to the site URL.
 *
 * Stricter than GoTrue (issue #34): the browser that follows the link parses it with WHATWG
 * `new URL()`, so that is the parser that decides. A URL is refused when another parser could
 * read a different host from it: a backslash (`http://evil\@127.0.0.1` is evil to a browser,
 * 127.0.0.1 to a regular expression), a control character or space (a browser drops tabs and
 * line breaks anywhere), user-info, a host the browser rewrites (`2130706433`, `%65vil`, IDN,
 * a trailing dot), and any scheme but http and https.
 */
import { isIP } from 'node:net';

export interface RedirectConfig {
  siteUrl: string;
  additionalRedirectUrls: readonly string[];
}

interface ParsedUrl {
  scheme: string;
  hostname: string;
  port: string;
}

/** Backslash, C0 controls, space and DEL: what WHATWG URL treats differently from RFC 3986. */
const isAmbiguous = (value: string) =>
  [...value].some((char) => char === '\\' || char <= ' ' || char === '\u007f');

/** The authority as written: what Go's url.Parse (and any RFC 3986 reader) sees. */
const AS_WRITTEN =
  /^([a-zA-Z][a-zA-Z0-9+.-]*):\/\/([^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)(?::(\d*))?(?:[/?#]|$)/;

/**
 * The scheme, host and port a browser goes to, or null when the URL is not an http(s) URL
 * whose host every parser reads alike.
 */
function parseRedirectUrl(value: string): ParsedUrl | null {
  if (isAmbiguous(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  const written = AS_WRITTEN.exec(value);
  if (!written || written[2] !== undefined) return null;
  if ((written[3] ?? '').toLowerCase() !== url.hostname) return null;
  return {
    scheme: url.protocol.slice(0, -1),
    hostname: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port,
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
  const base = parseRedirectUrl(config.siteUrl);
  const target = parseRedirectUrl(redirectUrl);
  if (!base || !target) return false;
  if (
    base.hostname === target.hostname &&
    base.scheme === target.scheme &&
    (base.port === target.port || isLocalhost(target.hostname))
  ) {
    return true;
  }
  const host = target.hostname;
  if (isIP(host) !== 0) return host === '::1' || /^127\./.test(host);
  if (!/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/.test(host)) return false;
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

/**
 * net/http `hexEscapeNonASCII`, which Go's http.Redirect applies to every Location GoTrue
 * sends: each UTF-8 byte above 0x7F as `%xx`, lower-case as Go writes it. A redirect_to the
 * allow-list accepts may hold such characters (`/a\u2028b`); Node refuses to put them in a
 * header (issue #48: a 500).
 */
export function hexEscapeNonAscii(url: string): string {
  let escaped = '';
  for (const byte of Buffer.from(url, 'utf8')) {
    escaped += byte < 0x80 ? String.fromCharCode(byte) : `%${byte.toString(16)}`;
  }
  return escaped;
}
