import { REQUEST_RULES } from '#common/requests/request-rules';

const INVISIBLE = new RegExp(REQUEST_RULES.invisibleCharacters, 'gu');

/**
 * A text as the database stores it (contract of issue #36): NFC, zero-width and bidirectional
 * controls removed, trimmed. The same steps run in SQL, so the page checks what is stored.
 */
export function normalizeText(value: string): string {
  return value.normalize('NFC').replace(INVISIBLE, '').trim();
}
