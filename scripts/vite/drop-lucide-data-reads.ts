import type { Plugin } from 'vite';

/**
 * lucide-react's icon modules end in a bare `__iconData.node;`, a leftover of the package's own
 * build. A bundler must keep a property read it cannot prove free of side effects (a getter may
 * run), so every icon carried it into the pages (79 statements). Dropping them for all code
 * (`treeshake.propertyReadSideEffects: false`) also removed a layout read React DOM makes on
 * purpose, so this drops only that statement, only in those modules.
 */
export function dropLucideDataReads(): Plugin {
  return {
    name: 'drop-lucide-data-reads',
    transform: {
      filter: { id: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][\w-]+\.mjs$/ },
      handler(code) {
        const stripped = code.replace(/^__iconData\.node;$/m, '');
        return stripped === code ? null : { code: stripped, map: null };
      },
    },
  };
}
