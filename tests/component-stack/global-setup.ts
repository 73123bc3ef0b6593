import http from 'node:http';

import type { TestProject } from 'vitest/node';

import { listenOnFreePort } from '../../dev-support/ports';
import { startStack } from '../../local-stack/stack';
import type {} from '../../src/testing/stack-context';
import { startSwitchableProxy, type SwitchableProxy } from './switchable-proxy';

type Control = keyof Omit<SwitchableProxy, 'url'>;
const CONTROLS: readonly Control[] = ['close', 'open', 'hold', 'exhaustSignInLimit'];

/**
 * One throw-away stack on free ports for the component tests that need real answers. The app
 * under test reaches it through a proxy that the tests switch with POST /<control> to a small
 * control server (they run in other processes).
 */
export default async function setup(project: TestProject) {
  const stack = await startStack({ apiPort: 0, dbPort: 0, authRateLimit: { emailSent: 10_000 } });
  const proxy = await startSwitchableProxy(stack.apiUrl, stack.anonKey);
  const control = http.createServer((req, res) => {
    const name = CONTROLS.find((candidate) => req.url === `/${candidate}`);
    if (req.method !== 'POST' || !name) {
      res.writeHead(404).end();
      return;
    }
    void proxy[name]().then(
      () => res.writeHead(204).end(),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  const controlPort = await listenOnFreePort(control);

  project.provide('componentStack', {
    apiUrl: stack.apiUrl,
    inboxUrl: stack.inboxUrl ?? '',
    proxyUrl: proxy.url,
    controlUrl: `http://127.0.0.1:${controlPort}`,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
    superuserDbUrl: stack.superuserDbUrl,
  });
  return async () => {
    control.closeAllConnections();
    await new Promise((resolve) => control.close(resolve));
    await proxy.close();
    await stack.stop();
  };
}
