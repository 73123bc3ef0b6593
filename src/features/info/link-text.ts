/** A piece of plain text, and where it links to when it is a web address. */
export interface TextPart {
  text: string;
  href?: string;
}

// From a word's start only: "xhttps://…" is no address.
const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const CLOSING = { ')': '(', ']': '[', '}': '{' } as const;

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/**
 * An address ends before punctuation that closes its sentence ("see https://x.example.") and
 * before a bracket that closes around it, but keeps a bracket of its own (…/Foo_(bar)).
 */
function trimAddress(candidate: string): string {
  let end = candidate.length;
  while (end > 0) {
    const last = candidate.charAt(end - 1);
    const body = candidate.slice(0, end);
    if ('.,;:!?\'"'.includes(last)) end -= 1;
    else if (
      last in CLOSING &&
      count(body, CLOSING[last as keyof typeof CLOSING]) < count(body, last)
    )
      end -= 1;
    else break;
  }
  return candidate.slice(0, end);
}

/** The address as a link target, only if it is a well-formed http(s) URL. */
function webHref(address: string): string | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Staff text split into plain pieces and http(s) addresses, so the page can link the
 * addresses and show everything else as text: no markup is ever read from it.
 */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let plainFrom = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    const address = trimAddress(match[0]);
    const href = webHref(address);
    if (!href) continue;
    if (match.index > plainFrom) parts.push({ text: text.slice(plainFrom, match.index) });
    parts.push({ text: address, href });
    plainFrom = match.index + address.length;
  }
  if (plainFrom < text.length) parts.push({ text: text.slice(plainFrom) });
  return parts;
}
