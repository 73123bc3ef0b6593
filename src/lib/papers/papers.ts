// What the screens load (lazily, `await import('@/lib/papers/papers')`) to make a paper in the
// browser: the makers with the fonts fetched as Vite assets. Node (tests, bench) calls makeCmr /
// makeConditionReport with the fonts read from disk (test-support/paper-fonts.ts).

import { makeCmr } from './cmr/make-cmr';
import { makeConditionReport } from './condition-report/make-condition-report';
import { loadPaperFonts } from './load-paper-fonts';
import type { CmrData, ConditionReportData } from './paper-data';

export { cmrFileName, conditionReportFileName } from './paper-file-name';

export async function makeCmrPdf(data: CmrData): Promise<Uint8Array> {
  return makeCmr(data, await loadPaperFonts());
}

export async function makeConditionReportPdf(data: ConditionReportData): Promise<Uint8Array> {
  return makeConditionReport(data, await loadPaperFonts());
}
