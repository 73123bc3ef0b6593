import { fileURLToPath } from 'node:url';

import { build } from 'vite';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** Builds the bench's page (index.html + harness.ts) into `outDir`, with the site's aliases. */
export async function buildHarness(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: here('./'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    resolve: {
      alias: [
        { find: /^@\//, replacement: here('../../src/') },
        { find: /^#common\//, replacement: here('../../common/') },
      ],
    },
  });
}
