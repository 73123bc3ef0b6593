/**
 * Issue #54's papers: making a CMR consignment note against making one blank page with the same
 * library and the same fonts (pdf-lib, Noto Sans embedded as subsets), in turns, in this
 * process; and the CMR's size. The fonts are read once, as the browser fetches them once.
 */
import { PDFDocument } from 'pdf-lib';

import { makeCmr } from '../src/lib/papers/cmr/make-cmr';
import { embedPaperFonts, type PaperFonts } from '../src/lib/papers/pdf/paper-fonts';
import { savePaper } from '../src/lib/papers/pdf/save-paper';
import { A4 } from '../src/lib/papers/pdf/sheet';
import { readPaperFonts } from '../test-support/paper-fonts';
import { germanToPolish } from '../test-support/sample-papers';
import { progress, row, type ScenarioResult } from './report';
import { ratioTo, summarize } from './stats';
import { interleavedLatencies } from './support';

const SCENARIO = 'papers';
const ROUNDS = 200;
const WARMUP = 40;
const TIME_LIMIT_MS = 60_000;
const RATIO_TARGET = 2;
const SIZE_TARGET_KB = 150;

const BLANK = 'blank page';
const CMR_ALL = 'CMR, four copies';
const CMR_ONE = 'CMR, one copy';

async function blankPage(fonts: PaperFonts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  await embedPaperFonts(doc, fonts);
  doc.addPage([A4.width, A4.height]);
  return savePaper(doc);
}

export async function runPapers(): Promise<ScenarioResult> {
  const fonts = await readPaperFonts();
  const all = germanToPolish();
  const one = { ...all, copies: 2 as const };
  progress(SCENARIO, `${ROUNDS} rounds of a blank page and the German → Polish CMR, in turns`);
  const samples = await interleavedLatencies(
    {
      [BLANK]: async () => void (await blankPage(fonts)),
      [CMR_ALL]: async () => void (await makeCmr(all, fonts)),
      [CMR_ONE]: async () => void (await makeCmr(one, fonts)),
    },
    { rounds: ROUNDS, warmup: WARMUP, timeLimitMs: TIME_LIMIT_MS },
  );
  const blank = summarize(samples[BLANK]);
  const cmrAll = summarize(samples[CMR_ALL]);
  const cmrOne = summarize(samples[CMR_ONE]);
  const sizeKb = (await makeCmr(all, fonts)).length / 1024;
  return {
    rows: [
      row(SCENARIO, `${BLANK} p50`, blank.p50, 'ms'),
      row(SCENARIO, `${CMR_ALL} p50`, cmrAll.p50, 'ms'),
      row(SCENARIO, `${CMR_ONE} p50`, cmrOne.p50, 'ms'),
      row(SCENARIO, `${CMR_ALL} ÷ ${BLANK} (p50)`, ratioTo(cmrAll.p50, blank.p50), '×', {
        atMost: RATIO_TARGET,
      }),
      row(SCENARIO, `${CMR_ONE} ÷ ${BLANK} (p50)`, ratioTo(cmrOne.p50, blank.p50), '×'),
      row(SCENARIO, `${CMR_ALL}, no photos: size`, Math.round(sizeKb * 10) / 10, 'KB', {
        below: SIZE_TARGET_KB,
      }),
    ],
    details: { rounds: samples[BLANK].length, warmup: WARMUP, blank, cmrAll, cmrOne },
  };
}
