import * as v from 'valibot';

// Relative, not @/: scripts/build-site.ts (Node, no path aliases) imports this file.
import { LANGUAGES } from '../../../lib/i18n/languages';
import type { InfoText } from '../info-text';

/**
 * One language's title and content, as the site shows them (also the build-time snapshot).
 * valibot: the public tracking page parses with it (see src/lib/shipments/history.ts).
 */
const infoTextSchema = v.object({
  lang: v.picklist(LANGUAGES),
  title: v.string(),
  content: v.string(),
}) satisfies v.GenericSchema<unknown, InfoText>;

/** Rows of info_content as the site reads them; throws on anything else. */
export function readInfoTexts(rows: unknown): InfoText[] {
  return v.parse(v.array(infoTextSchema), rows);
}
