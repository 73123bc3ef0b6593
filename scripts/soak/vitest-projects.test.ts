import { describe, expect, it } from 'vitest';

import { vitestProjects } from './vitest-projects';

describe('the soak’s Vitest parts', () => {
  it('are the projects of vite.config.ts, the unit ones included', () => {
    expect(vitestProjects()).toEqual(['unit:dom', 'unit:stack', 'unit:node', 'integration']);
  });
});
