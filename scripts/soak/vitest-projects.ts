import type { TestProjectInlineConfiguration } from 'vitest/config';

import viteConfig from '../../vite.config';

/**
 * The names of the Vitest projects in vite.config.ts, in its order: the soak runs each one, so a
 * project added there is soaked without touching the soak (issue #50: unit:dom was left out).
 */
export function vitestProjects(): string[] {
  return (viteConfig.test?.projects ?? []).map((project) => {
    const name = (project as TestProjectInlineConfiguration).test?.name;
    const text = typeof name === 'object' ? name.label : name;
    if (!text) throw new Error(`a Vitest project without a name: ${JSON.stringify(project)}`);
    return text;
  });
}
