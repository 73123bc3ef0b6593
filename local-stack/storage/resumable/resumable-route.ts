/**
 * The resumable uploads as the Storage core mounts them (index.ts). The core routes by the path
 * below Storage's prefix (`/upload/resumable…`: the gateway strips `/storage/v1`, as the CLI's
 * Kong does); the TUS handler serves the path the client called, the one its upload URLs are
 * made of (hosted's TUS_URL_PATH, which the CLI sets to `/storage/v1/upload/resumable`). This
 * puts the prefix back, once, so the handler keeps the one convention.
 */
import type { ResumablePort } from '../resumable-port';
import type { StorageHandler } from '../router';
import { createResumableHandler } from './resumable-handler';

/** Where clients reach Storage: the gateway's route (the CLI's Kong route `storage-v1`). */
const STORAGE_PREFIX = '/storage/v1';

/** Below Storage's prefix: the resumable uploads and every path under them. */
export const RESUMABLE_PATH = '/upload/resumable';

export function resumableRoute(port: ResumablePort, uploadDir: string): StorageHandler {
  const handle = createResumableHandler({
    port,
    uploadDir,
    publicPath: `${STORAGE_PREFIX}${RESUMABLE_PATH}`,
  });
  return (req, res, path, search) => {
    req.url = `${STORAGE_PREFIX}${path}${search}`;
    return handle(req, res);
  };
}
