/**
 * A PDF's first page as a browser renders it (pdfjs-dist, served to the page from
 * node_modules): its size in points and how much of it is ink, to tell a paper from a blank
 * sheet. The page used is the one under test, on a path of its own no app route answers.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

import type { Page } from '@playwright/test';
import type * as PdfJs from 'pdfjs-dist';

const PDFJS = '/__pdfjs__/';
const build = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/build/pdf.mjs'));

export interface RenderedPage {
  pages: number;
  /** Points (1/72 inch): A4 is 595 × 842. */
  width: number;
  height: number;
  /** The share of pixels that are not white. */
  ink: number;
}

export async function renderFirstPage(page: Page, pdf: Buffer): Promise<RenderedPage> {
  await page.route(`**${PDFJS}*`, async (route) => {
    const file = path.basename(new URL(route.request().url()).pathname);
    await route.fulfill({
      body: await readFile(path.join(build, file)),
      contentType: 'text/javascript',
    });
  });
  return page.evaluate(
    async ({ base, bytes }) => {
      const pdfjs = (await import(/* @vite-ignore */ `${base}pdf.mjs`)) as typeof PdfJs;
      pdfjs.GlobalWorkerOptions.workerSrc = `${base}pdf.worker.mjs`;
      const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes) }).promise;
      const first = await doc.getPage(1);
      const viewport = first.getViewport({ scale: 1 });
      const canvas = document.createElement('canvas');
      canvas.width = Math.ceil(viewport.width);
      canvas.height = Math.ceil(viewport.height);
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await first.render({ canvas, canvasContext: context, viewport }).promise;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let inked = 0;
      for (let at = 0; at < data.length; at += 4) {
        if (data[at]! < 200 || data[at + 1]! < 200 || data[at + 2]! < 200) inked += 1;
      }
      return {
        pages: doc.numPages,
        width: viewport.width,
        height: viewport.height,
        ink: inked / (canvas.width * canvas.height),
      };
    },
    { base: PDFJS, bytes: [...pdf] },
  );
}
