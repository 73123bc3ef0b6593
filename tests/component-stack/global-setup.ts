import http from 'node:http';
import type { AddressInfo } from 'node:net';

import type { TestProject } from 'vitest/node';

import type {} from '../../src/testing/stack-context';
import { startStack } from '../../supabase/local/stack';
import { startSwitchableProxy } from './switchable-proxy';

/**
 * One throw-away stack on free ports for the component tests that need real auth answers,
 * behind a proxy the tests switch off and on through a small control server.
 */
export default async function setup(project: TestProject) {
  const stack = await startStack({ apiPort: 0, dbPort: 0 });
  const proxy = await startSwitchableProxy(stack.apiUrl);
  const control = http.createServer((req, res) => {
    const action =
      req.method === 'POST'
        ? {
            '/close': proxy.close,
            '/open': proxy.open,
            '/rate-limit': proxy.rateLimit,
            '/hold': proxy.hold,
          }[req.url ?? '']
        : undefined;
    if (!action) {
      res.writeHead(404).end();
      return;
    }
    void action().then(
      () => res.writeHead(204).end(),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));

  project.provide('componentStack', {
    apiUrl: stack.apiUrl,
    proxyUrl: proxy.url,
    controlUrl: `http://127.0.0.1:${(control.address() as AddressInfo).port}`,
    anonKey: stack.anonKey,
    serviceRoleKey: stack.serviceRoleKey,
  });
  return async () => {
    control.closeAllConnections();
    await new Promise((resolve) => control.close(resolve));
    await proxy.close();
    await stack.stop();
  };
}
