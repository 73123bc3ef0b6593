import type { TFunction } from 'i18next';
import { z } from 'zod';

import { formatNumber } from '@/lib/i18n/format';
import { LANGUAGES } from '#common/languages';

import type { InfoText } from '../info-text';
import { INFO_LIMITS } from './info-limits';

/** An info_content row with its version (updated_at), as the editor loads and saves it. */
export const infoContentSchema = z.object({
  // The fields of info-text-schema.ts (valibot, for the public page) in the staff area's zod.
  lang: z.enum(LANGUAGES),
  title: z.string(),
  content: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<InfoText & { updated_at: string }>;
export type InfoContent = z.infer<typeof infoContentSchema>;

/** Characters as the database counts them (code points: an emoji is one, not two). */
export function characterCount(text: string): number {
  return [...text].length;
}

/**
 * What the editor saves: the text within the database's limits, with the staff's messages,
 * and the version it was based on (updated_at; a newer one in the database means PT409).
 */
export function infoEditSchema(t: TFunction<'admin'>) {
  const limited = (max: number, message: string) =>
    z.string().refine((value) => characterCount(value) <= max, { error: message });
  return z.object({
    title: limited(
      INFO_LIMITS.title,
      t('info.titleTooLong', { max: formatNumber(INFO_LIMITS.title, 'ro') }),
    ),
    content: limited(
      INFO_LIMITS.content,
      t('info.contentTooLong', { max: formatNumber(INFO_LIMITS.content, 'ro') }),
    ),
    version: z.string(),
  });
}

export type InfoEdit = z.infer<ReturnType<typeof infoEditSchema>>;

/** The editor's values for a row as loaded or saved. */
export function infoEditOf(row: InfoContent): InfoEdit {
  return { title: row.title, content: row.content, version: row.updated_at };
}
