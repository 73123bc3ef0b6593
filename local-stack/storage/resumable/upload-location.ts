/**
 * The upload's URL, sent as the creation's `Location` (supabase/storage
 * src/http/routes/tus/lifecycle.ts `generateUrl`): the scheme and host the client called, as the
 * gateway forwards them (`Forwarded`, `X-Forwarded-Proto`, `X-Forwarded-Host`, read by
 * @tus/server; `X-Forwarded-Port` added as hosted adds it), the public path, `/sign` for a
 * signed upload, and the upload's name in base64url.
 */
import { urlSegmentOf } from './upload-name';

interface Where {
  proto: string;
  host: string;
  path: string;
  id: string;
}

const PORT = /:\d+$/;

export function uploadLocation(req: Request, where: Where, signed: boolean): string {
  let { host } = where;
  const port = req.headers.get('x-forwarded-port');
  if (req.headers.get('x-forwarded-host') && port && port !== '80' && port !== '443') {
    host = PORT.test(host) ? host.replace(PORT, `:${port}`) : `${host}:${port}`;
  }
  const path = signed ? `${where.path}/sign` : where.path;
  return `${where.proto}://${host}${path}/${urlSegmentOf(where.id)}`;
}
