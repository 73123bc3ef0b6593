/// <reference lib="webworker" />
// The paper worker (issue #54): a bundle of its own with pdf-lib, the font and the makers,
// started by makePaper only when a paper is asked for. It answers one job and is ended.

import { makeCmrPdf, makeConditionReportPdf } from '@/lib/papers/papers';

import { conditionReportData } from './condition-report-data';
import type { PaperAnswer, PaperJob } from './paper-job';

declare const self: DedicatedWorkerGlobalScope;

async function make(job: PaperJob): Promise<Uint8Array> {
  return job.paper === 'cmr'
    ? makeCmrPdf(job.data)
    : makeConditionReportPdf(await conditionReportData(job));
}

self.onmessage = ({ data: job }: MessageEvent<PaperJob>) => {
  make(job).then(
    (made) => {
      const bytes = new Uint8Array(made);
      self.postMessage({ ok: true, bytes } satisfies PaperAnswer, [bytes.buffer]);
    },
    (error: unknown) => {
      self.postMessage({ ok: false, error: String(error) } satisfies PaperAnswer);
    },
  );
};
