/**
 * Issue #54's papers: making a CMR consignment note against making one blank page with the same
 * library and the same fonts (pdf-lib, Noto Sans embedded as subsets), in turns, in this
 * process; and the CMR's size. The fonts are read once, as the browser fetches them once.
 * The sample's signatures are 2 × 1 pixels; the CMR with signatures the size the driver app
 * saves them is measured apart, without a target (pdf-lib decodes and deflates each one).
 */
import { PDFDocument } from 'pdf-lib';

import { makeCmr } from '../src/lib/papers/cmr/make-cmr';
import type { CmrData, PaperImage } from '../src/lib/papers/paper-data';
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
const CMR_SIGNED = 'CMR, four copies, three pad-sized signatures';
const SIGNED_ROUNDS = 20;
const SIGNED_WARMUP = 5;

/**
 * A signature as the driver app's pad saves it on a phone 390 px wide at 3 device pixels per
 * CSS pixel (signature-field.tsx): 1074 × 480, the app's ink on a transparent ground.
 */
async function padSignature(): Promise<PaperImage> {
  // Loaded after the main measure: a native module, kept out of the process until then.
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(1074, 480);
  const context = canvas.getContext('2d');
  context.strokeStyle = '#0f172a';
  context.lineWidth = 6;
  context.lineCap = 'round';
  context.beginPath();
  for (let step = 0; step <= 60; step += 1) {
    const y = 240 + Math.sin(step * 0.7) * 140 * Math.cos(step * 0.13);
    context.lineTo(60 + step * 16, y);
  }
  context.stroke();
  return { bytes: new Uint8Array(canvas.toBuffer('image/png')), type: 'image/png' };
}

async function withPadSignatures(data: CmrData): Promise<CmrData> {
  const signature = await padSignature();
  const { sender, carrier, consignee } = data.signatures;
  return {
    ...data,
    signatures: {
      sender: sender && { ...sender, signature },
      carrier: carrier && { ...carrier, signature },
      consignee: consignee && { ...consignee, signature },
    },
  };
}

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
  const signedData = await withPadSignatures(all);
  progress(
    SCENARIO,
    `${SIGNED_ROUNDS} rounds of a blank page and the CMR with pad-sized signatures`,
  );
  const signedSamples = await interleavedLatencies(
    {
      [BLANK]: async () => void (await blankPage(fonts)),
      [CMR_SIGNED]: async () => void (await makeCmr(signedData, fonts)),
    },
    { rounds: SIGNED_ROUNDS, warmup: SIGNED_WARMUP, timeLimitMs: TIME_LIMIT_MS },
  );
  const signedBlank = summarize(signedSamples[BLANK]);
  const signed = summarize(signedSamples[CMR_SIGNED]);
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
      row(SCENARIO, `${CMR_SIGNED} p50`, signed.p50, 'ms'),
      row(SCENARIO, `${CMR_SIGNED} ÷ ${BLANK} (p50)`, ratioTo(signed.p50, signedBlank.p50), '×'),
    ],
    details: {
      rounds: samples[BLANK].length,
      warmup: WARMUP,
      blank,
      cmrAll,
      cmrOne,
      signed: { rounds: signedSamples[BLANK].length, blank: signedBlank, cmr: signed },
    },
  };
}
