import type { Plugin } from 'vite';

import { secretKeyProblem } from '../../src/lib/secret-key.js';

/**
 * Stops the dev server and every build (npm run build, the browser tests' build) when a VITE_*
 * variable holds a service_role or secret key: whatever a VITE_ variable holds may end up in
 * the bundle, readable by every visitor.
 */
export function refuseSecretKeys(): Plugin {
  return {
    name: 'refuse-secret-keys',
    configResolved(config) {
      const problems = Object.entries(config.env).flatMap(([name, value]) => {
        if (!name.startsWith('VITE_') || typeof value !== 'string') return [];
        const problem = secretKeyProblem(name, value);
        return problem ? [problem] : [];
      });
      if (problems.length > 0) throw new Error(problems.join('\n'));
    },
  };
}
