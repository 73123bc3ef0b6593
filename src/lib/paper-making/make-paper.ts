import { downloadFile } from '@/lib/download-file';

import type { PaperAnswer, PaperJob } from './paper-job';

/**
 * Makes a paper in a worker of its own and saves it as `fileName`. The worker is a bundle apart
 * (pdf-lib, the font, the makers), fetched only when a paper is asked for: no page carries a
 * byte of it, and the page stays responsive while photos are scaled and embedded.
 */
export function makePaper(job: PaperJob, fileName: string): Promise<void> {
  const worker = new Worker(new URL('./paper-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<void>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<PaperAnswer>) => {
      worker.terminate();
      if (!data.ok) return reject(new Error(data.error));
      downloadFile(fileName, data.bytes, 'application/pdf');
      resolve();
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'the paper worker failed to start'));
    };
    worker.postMessage(job);
  });
}
