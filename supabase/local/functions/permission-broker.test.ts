/**
 * The broker's rules for the checks a fixture cannot make without the network (a remote
 * import) or without a listener; runtime.test.ts runs them through a real Deno.
 */
import { describe, expect, it } from 'vitest';

import { decide } from './permission-broker';

const policy = { readRoots: ['/project/supabase/functions', '/project/node_modules'] };

describe('permission broker rules', () => {
  it('lets a remote import through, but not on a blocked port', () => {
    expect(decide('import', 'deno.land:443', policy)).toEqual({ result: 'allow' });
    expect(decide('import', 'example.com:587', policy)).toMatchObject({ result: 'deny' });
  });

  it('blocks 25 and 587 by port alone, bare hosts and other ports pass', () => {
    expect(decide('net', '[2001:db8::1]:25', policy)).toEqual({
      result: 'deny',
      reason:
        'Outgoing connections to port 25 are blocked, as on hosted Edge Functions (ports 25 and 587): send mail over 465 or an HTTP API',
    });
    expect(decide('net', 'smtp.example.com:587', policy)).toMatchObject({ result: 'deny' });
    expect(decide('net', 'smtp.example.com:2525', policy)).toEqual({ result: 'allow' });
    expect(decide('net', 'example.com', policy)).toEqual({ result: 'allow' });
  });

  it('reads only inside its roots, whatever the dots, and refuses other kinds', () => {
    expect(decide('read', '/project/node_modules/x/package.json', policy)).toEqual({
      result: 'allow',
    });
    expect(decide('read', '/project/node_modules/../package.json', policy)).toEqual({
      result: 'deny',
      reason: 'Functions may read only their own files, not /project/package.json',
    });
    expect(decide('read', '/project/node_modules_evil/x', policy)).toMatchObject({
      result: 'deny',
    });
    expect(decide('write', '/project/supabase/functions/x', policy)).toEqual({
      result: 'deny',
      reason: 'Functions have no write access locally',
    });
  });
});
