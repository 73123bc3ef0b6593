/**
 * What a TUS request says about its caller (supabase/storage src/http/routes/tus/lifecycle.ts
 * `onIncomingRequest`): below `<path>/sign` the signed upload token in `x-signature`, elsewhere
 * the bearer token in `Authorization` (the gateway has put the apikey's JWT there when the
 * client sent none); `x-upsert: true` asks to overwrite.
 */
import type { ResumableCaller } from '../resumable-port';
import { TusAnswer } from './tus-answer';

export function isSignedPath(url: string, publicPath: string): boolean {
  const { pathname } = new URL(url, 'http://localhost');
  const signed = `${publicPath}/sign`;
  return pathname === signed || pathname.startsWith(`${signed}/`);
}

export function callerOf(req: Request, signed: boolean): ResumableCaller {
  if (!signed) {
    return { kind: 'bearer', authorization: req.headers.get('authorization') ?? undefined };
  }
  const token = req.headers.get('x-signature');
  if (!token) throw new TusAnswer({ status_code: 400, body: 'Missing x-signature header' });
  return { kind: 'signed', token };
}

export function asksUpsert(req: Request): boolean {
  return req.headers.get('x-upsert') === 'true';
}
