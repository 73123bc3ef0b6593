import { z } from 'zod/mini';

// Relative, not @/: scripts/build-site.ts (Node, no path aliases) imports this file.
import { LANGUAGES } from '../../../lib/i18n/languages';
import type { InfoText } from '../info-text';

/**
 * One language's title and content, as the site shows them (also the build-time snapshot).
 * zod/mini: the public tracking page parses with it, and classic zod is ~25 KB gz more for
 * three strings (issue #17).
 */
export const infoTextSchema = z.object({
  lang: z.enum(LANGUAGES),
  title: z.string(),
  content: z.string(),
}) satisfies z.ZodMiniType<InfoText>;
