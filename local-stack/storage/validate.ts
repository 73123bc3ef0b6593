/**
 * Request validation as the Storage server's Fastify does it: JSON schemas checked by Ajv with
 * Fastify's options (types coerced, defaults filled, unknown keys dropped, first error only),
 * refused with Fastify's message (`body must have required property 'expiresIn'`,
 * `body/expiresIn must be >= 1`), HTTP 400.
 */
import type { IncomingMessage } from 'node:http';

import { Ajv, type ValidateFunction } from 'ajv';

import { fastifyError } from './errors';
import { readJsonBody } from './http';

const ajv = new Ajv({
  coerceTypes: 'array',
  useDefaults: true,
  removeAdditional: true,
  allErrors: false,
  strict: false,
});

const compiled = new WeakMap<object, ValidateFunction>();

export type Part = 'body' | 'querystring' | 'headers' | 'params';

export function validated<T>(part: Part, schema: object, value: unknown): T {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  if (validate(value)) return value as T;
  const message = (validate.errors ?? [])
    .map((problem) => `${part}${problem.instancePath} ${problem.message ?? 'is invalid'}`)
    .join(', ');
  throw fastifyError(400, 'Error', message);
}

/** Every authenticated route's `headers` schema (src/http/schemas/auth.ts). */
export const AUTH_HEADERS = {
  type: 'object',
  properties: { authorization: { type: 'string' } },
  required: ['authorization'],
};

/** A route's input: its JSON body, validated. */
export function jsonBody<T>(schema: object) {
  return async ({ req }: { req: IncomingMessage }): Promise<T> =>
    validated<T>('body', schema, await readJsonBody(req));
}

/** A route's input: its query string, validated. */
export function queryString<T>(schema: object) {
  return ({ query }: { query: URLSearchParams }): Promise<T> =>
    Promise.resolve(validated<T>('querystring', schema, Object.fromEntries(query)));
}

/** A body the route reads (a bad JSON body is refused) but does not use. */
export function unusedBody(allowEmpty: boolean) {
  return async ({ req }: { req: IncomingMessage }): Promise<undefined> => {
    await readJsonBody(req, allowEmpty);
    return undefined;
  };
}
