import type { Plugin } from 'vite';

/**
 * Vite preloads, beside each dynamic import, the imported chunk and every chunk it needs,
 * including those the importing chunk has already loaded (the entry, its own static imports).
 * Each listed file name stays in the importing chunk as text its hash keeps from compressing.
 * This drops the chunks already loaded when the import runs (the importing chunk's own static
 * imports, transitively) and the imported chunk itself: Vite's helper adds a modulepreload link
 * per script and calls `import()` at once, without waiting for them (it waits for stylesheets
 * only), so `import()` fetches it side by side with the others either way.
 * Used as `build.modulePreload.resolveDependencies` together with its plugin, which reads the
 * chunk graph before Vite writes the lists.
 */
export function preloadOnlyMissing(): {
  plugin: Plugin;
  resolveDependencies: (filename: string, deps: string[], context: { hostId: string }) => string[];
} {
  const staticImports = new Map<string, readonly string[]>();
  const loadedWith = (host: string): Set<string> => {
    const loaded = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      for (const imported of staticImports.get(file) ?? []) visit(imported);
    };
    visit(host);
    return loaded;
  };
  return {
    plugin: {
      name: 'preload-only-missing',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          for (const output of Object.values(bundle)) {
            if (output.type === 'chunk') staticImports.set(output.fileName, output.imports);
          }
        },
      },
    },
    resolveDependencies(filename, deps, { hostId }) {
      if (staticImports.size === 0) return deps;
      const loaded = loadedWith(hostId);
      return deps.filter((dep) => dep !== filename && !loaded.has(dep));
    },
  };
}
