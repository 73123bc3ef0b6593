import { z } from 'zod';

import type { InfoText } from '../info-text';

/** The info text's title and content, as the site shows them (also the build-time snapshot). */
export const infoTextSchema = z.object({
  title: z.string(),
  content: z.string(),
}) satisfies z.ZodType<InfoText>;

/** The info_content row the site reads. */
export const infoContentSchema = infoTextSchema.extend({ updated_at: z.string() });
export type InfoContent = z.infer<typeof infoContentSchema>;
