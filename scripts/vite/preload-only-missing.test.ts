import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

import { preloadOnlyMissing } from './preload-only-missing';

/** The chunk graph the plugin reads: file name → its static imports. */
function readGraph(graph: Record<string, string[]>) {
  const preloads = preloadOnlyMissing();
  const bundle = Object.fromEntries(
    Object.entries(graph).map(([fileName, imports]) => [
      fileName,
      { type: 'chunk', fileName, imports },
    ]),
  ) as unknown as Rolldown.OutputBundle;
  const hook = preloads.plugin.generateBundle as {
    handler: (
      this: Rolldown.PluginContext,
      options: unknown,
      bundle: Rolldown.OutputBundle,
    ) => void;
  };
  hook.handler.call({} as Rolldown.PluginContext, {}, bundle);
  return preloads.resolveDependencies;
}

describe('preloadOnlyMissing', () => {
  const resolve = readGraph({
    'assets/index.js': [],
    'assets/tracking-route.js': ['assets/index.js', 'assets/page-parts.js'],
    'assets/page-parts.js': ['assets/index.js'],
    'assets/lookup-outcome.js': [
      'assets/index.js',
      'assets/tracking-route.js',
      'assets/map-parts.js',
    ],
    'assets/map-parts.js': ['assets/index.js'],
  });

  it('keeps what the importing chunk has not loaded, drops the rest and the target itself', () => {
    expect(
      resolve(
        'assets/lookup-outcome.js',
        [
          'assets/lookup-outcome.js',
          'assets/index.js',
          'assets/tracking-route.js',
          'assets/page-parts.js',
          'assets/map-parts.js',
        ],
        { hostId: 'assets/tracking-route.js' },
      ),
    ).toEqual(['assets/map-parts.js']);
  });

  it('counts static imports transitively', () => {
    expect(
      resolve('assets/x.js', ['assets/x.js', 'assets/page-parts.js', 'assets/index.js'], {
        hostId: 'assets/lookup-outcome.js',
      }),
    ).toEqual([]);
  });

  it('leaves the list alone before it has read a graph', () => {
    const deps = ['assets/a.js', 'assets/index.js'];
    expect(preloadOnlyMissing().resolveDependencies('assets/a.js', deps, { hostId: 'x' })).toBe(
      deps,
    );
  });
});
